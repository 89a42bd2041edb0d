import { FoyerModal } from '@foyer/react'

/**
 * Foyer's own modal, placed in this panel (`<FoyerModal />`) and shown inline (`enableEmbedded`): the same
 * instance as the page's own views, so it shows the same account, network and balances.
 */
export function InlineModal() {
  return (
    <section className="panel modal-panel" aria-labelledby="modal-title">
      <h2 id="modal-title">Foyer’s modal, inline</h2>
      <p className="hint">The same Foyer instance, rendered by Foyer where this page puts it.</p>
      <div className="modal-slot" data-testid="headless-inline-modal">
        <FoyerModal />
      </div>
    </section>
  )
}

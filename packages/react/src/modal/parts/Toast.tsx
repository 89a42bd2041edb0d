import type { FoyerState } from '@foyer/core'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { useRenderText } from '../../messages.js'

/** The toast (state.toast) in a polite live region that is always present, so changes are announced. */
export function Toast() {
  const toast = useFoyerSelector(selectToast)
  const render = useRenderText()
  return (
    <div className="toast-region" role="status" aria-live="polite" data-testid="foyer-toast">
      {toast?.message ? (
        <div key={toast.id} className={`toast toast-${toast.variant}`}>
          {render(toast.message)}
        </div>
      ) : null}
    </div>
  )
}

const selectToast = (state: FoyerState) => state.toast

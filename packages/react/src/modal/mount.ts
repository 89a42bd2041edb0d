import type { Foyer } from '@foyer/core'
import { createFoyerModalElement, type FoyerModalElement } from './element.js'
import type { ModalRegistry } from './registryContext.js'

/** The custom element's tag. */
export const FOYER_MODAL_TAG = 'foyer-modal'

/** Defines `<foyer-modal>` once per page (several copies of the kit may share a page). */
export function defineFoyerModal(registry: ModalRegistry): void {
  if (!customElements.get(FOYER_MODAL_TAG))
    customElements.define(FOYER_MODAL_TAG, createFoyerModalElement(registry))
}

const appended = new WeakSet<Foyer>()

/**
 * Defines the element and, unless the host places it itself, appends one per instance to the body; the
 * instance's destroy() takes it away again. The chunk may arrive after destroy(): then nothing is appended.
 */
export function mountModal(foyer: Foyer, registry: ModalRegistry): void {
  defineFoyerModal(registry)
  const { disableAppend, enableEmbedded } = foyer.options
  if (disableAppend || enableEmbedded || foyer.internal.destroyed || appended.has(foyer)) return
  appended.add(foyer)
  const element = document.createElement(FOYER_MODAL_TAG) as FoyerModalElement
  element.foyer = foyer
  document.body.append(element)
  foyer.internal.unmounts.push(() => element.remove())
}

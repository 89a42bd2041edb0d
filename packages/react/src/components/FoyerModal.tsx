import { type Foyer, ProviderMissingError } from '@foyer/core'
import { createElement, useContext, useEffect, useRef } from 'react'
import { FoyerContext } from '../context.js'
import { loadModal } from '../modal/load.js'

export type FoyerModalProps = { foyer?: Foyer | undefined }

/**
 * Renders the `<foyer-modal>` element where the host puts it, for `disableAppend` hosts (a modal dialog
 * anchored in their tree) and `enableEmbedded` hosts (the modal inline, always shown). The instance comes
 * from the prop or the nearest FoyerProvider.
 */
export function FoyerModal({ foyer: fromProps }: FoyerModalProps) {
  const fromContext = useContext(FoyerContext)
  const foyer = fromProps ?? fromContext
  if (!foyer) throw new ProviderMissingError()
  const ref = useRef<HTMLElement & { foyer?: Foyer }>(null)

  useEffect(() => {
    const element = ref.current
    if (!element) return
    // Set before or after the element is defined; the element picks it up either way.
    element.foyer = foyer
    const define = () => {
      loadModal().then(
        (modal) => modal.defineFoyerModal(),
        (error) => console.error('[foyer] could not load the modal', error),
      )
    }
    // Embedded content shows at once; a dialog waits until it is first opened.
    if (foyer.options.enableEmbedded || foyer.store.getState().open) {
      define()
      return
    }
    const unsubscribe = foyer.store.subscribe((state) => {
      if (!state.open) return
      unsubscribe()
      define()
    })
    return unsubscribe
  }, [foyer])

  return createElement('foyer-modal', { ref })
}

import type { Foyer } from '@foyer/core'
import type { ReactNode } from 'react'
import { useEffect } from 'react'
import { FoyerContext } from '../context.js'
import { loadModal } from '../modal/load.js'

export type FoyerProviderProps = { foyer: Foyer; children?: ReactNode }

/**
 * Gives hooks and buttons their Foyer instance. The modal itself is loaded the first time it opens, and
 * then appended to the page once (unless the options say `disableAppend` or `enableEmbedded`).
 */
export function FoyerProvider({ foyer, children }: FoyerProviderProps) {
  useEffect(() => {
    const mount = () => {
      loadModal().then(
        (modal) => modal.mountModal(foyer),
        (error) => console.error('[foyer] could not load the modal', error),
      )
    }
    if (foyer.store.getState().open) mount()
    // Every opening (not just the first) tries again, so a chunk that failed to load can still arrive.
    return foyer.store.subscribe((state, previous) => {
      if (state.open && !previous.open) mount()
    })
  }, [foyer])
  return <FoyerContext.Provider value={foyer}>{children}</FoyerContext.Provider>
}

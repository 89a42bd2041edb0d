import type { FoyerOptions } from '../options/types.js'
import type { FoyerContext } from '../types/instance.js'
import type { DeferredParts } from './deferredParts.js'

// The only link from createFoyer to the deferred parts: a dynamic import, so bundlers put them in a chunk of
// their own that the page fetches after its entry has run (docs/decisions.md, "What an instance starts
// after createFoyer").
const loadDeferredParts = (): Promise<DeferredParts> =>
  import('./deferredParts.js').then((chunk) => chunk.deferredParts)

/**
 * Loads the deferred parts and starts them on this instance: the notices about options that do nothing here,
 * and the sign-in reactions when `siwx` or `siweConfig` is set. Resolves when they run (or would have, for an
 * instance destroyed meanwhile). A chunk that cannot load is said on the console and in the debug log.
 */
export function startDeferredParts(foyer: FoyerContext, options: FoyerOptions): Promise<void> {
  return loadDeferredParts().then(
    (parts) => {
      if (foyer.internal.destroyed) return
      parts.announceUnavailableOptions(foyer, options)
      if (foyer.options.siwx || foyer.options.siweConfig)
        foyer.internal.unmounts.push(parts.watchSignIn(foyer))
    },
    (error: unknown) => {
      console.error('[foyer] could not load its deferred parts (option notices, sign-in)', error)
      foyer.internal.debugLog.add('error', 'DEFERRED_PARTS', { message: String(error) })
    },
  )
}

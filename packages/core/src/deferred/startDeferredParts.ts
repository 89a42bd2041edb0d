import type { FoyerOptions } from '../options/types.js'
import type { FoyerContext } from '../types/instance.js'
import type { DeferredParts } from './deferredParts.js'

// The only link from createFoyer to the deferred parts: a dynamic import, so bundlers put them in a chunk of
// their own that the page fetches after its entry has run (docs/decisions.md, "What an instance starts
// after createFoyer").
let loaded: DeferredParts | undefined
// One load for every caller, so that what waits on it runs in the order it asked: an instance's own start
// (its modal reactions) before a method called on it later. A failed load is tried again on the next call.
let loading: Promise<DeferredParts> | undefined

/** Loads the deferred parts' chunk (once: the module loader keeps it). */
export const loadDeferredParts = (): Promise<DeferredParts> => {
  loading ??= import('./deferredParts.js').then(
    (chunk) => {
      loaded = chunk.deferredParts
      return loaded
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/**
 * The deferred parts if their chunk is there (the usual case once the page is up: createFoyer fetched it),
 * so that a method calling into them acts at once, as it did when they were in the entry.
 */
export const deferredPartsLoaded = (): DeferredParts | undefined => loaded

/**
 * Calls `use` with the deferred parts: at once when their chunk is there (so a method acts synchronously up
 * to its first await, as when it was in the entry), else once the chunk arrives.
 */
export const withDeferredParts = <T>(use: (parts: DeferredParts) => Promise<T>): Promise<T> =>
  loaded ? use(loaded) : loadDeferredParts().then(use)

/**
 * Loads the deferred parts and starts them on this instance: the options' detailed checks, the notices about
 * options that do nothing here,
 * the sign-in reactions when `siwx` or `siweConfig` is set, and the services' start-up in a browser. Resolves when they run (or would have, for an
 * instance destroyed meanwhile). A chunk that cannot load is said on the console and in the debug log.
 */
export function startDeferredParts(foyer: FoyerContext, options: FoyerOptions): Promise<void> {
  // The state the modal's reactions start from: what changed before their chunk arrived is met when it does.
  const created = foyer.store.getState()
  return loadDeferredParts().then(
    (parts) => {
      if (foyer.internal.destroyed) return
      foyer.internal.unmounts.push(parts.watchModalReactions(foyer, created))
      // The state starts with the locale's tag and direction and English texts (initialState); another
      // language's texts load now (a chunk of data alone), unless the host chose a locale meanwhile.
      if (foyer.internal.localeSeq === 0) void parts.setLocale(foyer, foyer.options.locale)
      // Every option's name and type: a problem is an OptionsError on the console (createFoyer threw only for
      // what an instance cannot start without).
      parts.reportInvalidOptions(foyer, options)
      parts.announceUnavailableOptions(foyer, options)
      if (foyer.options.siwx || foyer.options.siweConfig)
        foyer.internal.unmounts.push(parts.watchSignIn(foyer))
      // The origins check and analytics (SPEC §5, §7) run in a browser only. Analytics already dropped the
      // events before the project's setting answered; it now asks once this chunk is there.
      if (foyer.api && typeof window !== 'undefined')
        foyer.internal.unmounts.push(parts.startServices(foyer))
    },
    (error: unknown) => {
      console.error(
        "[foyer] could not load its deferred parts (option notices, sign-in, the services' start-up)",
        error,
      )
      foyer.internal.debugLog.add('error', 'DEFERRED_PARTS', { message: String(error) })
    },
  )
}

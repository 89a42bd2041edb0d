import type { FeatureViews, ViewChunk } from '../viewEntry.js'

// The embedded wallet's passkeys are a chunk of their own, loaded when the visitor opens them.
const load = (): Promise<ViewChunk> =>
  import('./passkeysChunk.js').then((module) => module.passkeysChunk)

/** The embedded wallet's passkeys. */
export const passkeysViews: FeatureViews<'Passkeys'> = {
  Passkeys: { title: 'passkeys', load },
}

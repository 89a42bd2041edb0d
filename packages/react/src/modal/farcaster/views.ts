import type { FeatureViews, ViewChunk } from '../viewEntry.js'

/** Sign In With Farcaster: a chunk of its own, loaded only when a visitor chooses Farcaster. */
export const farcasterViews: FeatureViews<'ConnectingFarcaster'> = {
  ConnectingFarcaster: {
    title: 'farcasterTitle',
    load: (): Promise<ViewChunk> =>
      import('./farcasterChunk.js').then((module) => module.farcasterChunk),
  },
}

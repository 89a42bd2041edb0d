import type { FeatureViews, ViewChunk } from '../viewEntry.js'

// Sign-in is a chunk of its own, loaded when a host that turned it on has a visitor to sign in.
const load = (): Promise<ViewChunk> => import('./siwxChunk.js').then((module) => module.siwxChunk)

/** Sign-in with the wallet after connect. */
export const siwxViews: FeatureViews<'ConnectingSiwe'> = {
  ConnectingSiwe: { title: 'signIn', load },
}

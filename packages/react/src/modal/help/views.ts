import type { FeatureViews, ViewChunk } from '../viewEntry.js'

const load = (): Promise<ViewChunk> => import('./helpChunk.js').then((module) => module.helpChunk)

/** Help for newcomers: a chunk of its own, loaded only when a visitor asks what a wallet is. */
export const helpViews: FeatureViews<'WhatIsAWallet' | 'GetWallet'> = {
  WhatIsAWallet: { title: 'whatIsAWallet', load },
  GetWallet: { title: 'getAWallet', load },
}

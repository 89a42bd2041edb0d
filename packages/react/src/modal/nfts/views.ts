import type { NftsChunk } from '../viewEntry.js'

/** Loads the NFTs tab: the NFTs feature's chunk, the first time the tab is shown. */
export const loadNfts = (): Promise<NftsChunk> =>
  import('./nftsChunk.js').then((module) => module.nftsChunk)

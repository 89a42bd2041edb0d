// The NFTs feature's chunk, loaded the first time the NFTs tab is shown. For the bundler, every lazy chunk
// reaches the modal's dependency set (docs/decisions.md, "One dependency set for lazy chunks").
import { chunkDependencies } from '../chunkDependencies.js'
import type { NftsChunk } from '../viewEntry.js'
import { NftsTab } from './NftsTab.js'
import { nftsCss } from './styles.js'

/** The NFTs tab and its styles. */
export const nftsChunk: NftsChunk = { NftsTab, styles: nftsCss, chunkDependencies }

// Sign In With Farcaster's chunk (with the QR encoder). For the bundler, every lazy chunk reaches the modal's
// dependency set (docs/decisions.md, "One dependency set for lazy chunks").
import { chunkDependencies } from '../chunkDependencies.js'
import type { ViewChunk } from '../viewEntry.js'
import { ConnectingFarcaster } from './ConnectingFarcaster.js'
import { farcasterCss } from './styles.js'

/** ConnectingFarcaster and its styles (a plain object: see modalChunk.ts for why not a namespace). */
export const farcasterChunk: ViewChunk = {
  views: { ConnectingFarcaster },
  styles: farcasterCss,
  chunkDependencies,
}

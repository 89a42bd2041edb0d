// The swap feature's chunk. For the bundler, every lazy chunk reaches the modal's dependency set
// (docs/decisions.md, "One dependency set for lazy chunks").
import { chunkDependencies } from '../chunkDependencies.js'
import type { ViewChunk } from '../viewEntry.js'
import { Swap } from './Swap.js'
import { SwapSelectToken } from './SwapSelectToken.js'
import { swapCss } from './styles.js'

/** The swap views and their styles (a plain object: see modalChunk.ts for why not a namespace). */
export const swapChunk: ViewChunk = {
  views: { Swap, SwapSelectToken },
  styles: swapCss,
  chunkDependencies,
}

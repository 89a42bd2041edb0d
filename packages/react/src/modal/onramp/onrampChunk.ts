// Buying crypto's chunk. For the bundler, every lazy chunk reaches the modal's dependency set
// (docs/decisions.md, "One dependency set for lazy chunks").
import { chunkDependencies } from '../chunkDependencies.js'
import type { ViewChunk } from '../viewEntry.js'
import { Buy } from './Buy.js'
import { BuyInProgress } from './BuyInProgress.js'
import { BuySelectToken } from './BuySelectToken.js'
import { onrampCss } from './styles.js'

/** The buy views and their styles (a plain object: see modalChunk.ts for why not a namespace). */
export const onrampChunk: ViewChunk = {
  views: { Buy, BuySelectToken, BuyInProgress },
  styles: onrampCss,
  chunkDependencies,
}

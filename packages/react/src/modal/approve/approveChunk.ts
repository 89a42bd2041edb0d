// The approval feature's chunk. For the bundler, every lazy chunk reaches the modal's dependency set
// (docs/decisions.md, "One dependency set for lazy chunks").
import { chunkDependencies } from '../chunkDependencies.js'
import type { ViewChunk } from '../viewEntry.js'
import { ApproveTransaction } from './ApproveTransaction.js'
import { approveCss } from './styles.js'

/** The ApproveTransaction view and its styles (a plain object: see modalChunk.ts for why not a namespace). */
export const approveChunk: ViewChunk = {
  views: { ApproveTransaction },
  styles: approveCss,
  chunkDependencies,
}

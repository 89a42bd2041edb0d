// The send feature's chunk. For the bundler, every lazy chunk reaches the modal's dependency set
// (docs/decisions.md, "One dependency set for lazy chunks").
import { chunkDependencies } from '../chunkDependencies.js'
import type { ViewChunk } from '../viewEntry.js'
import { Send } from './Send.js'
import { SendPreview } from './SendPreview.js'
import { SendSelectToken } from './SendSelectToken.js'
import { sendCss } from './styles.js'

/** The send views and their styles (a plain object: see modalChunk.ts for why not a namespace). */
export const sendChunk: ViewChunk = {
  views: { Send, SendSelectToken, SendPreview },
  styles: sendCss,
  chunkDependencies,
}

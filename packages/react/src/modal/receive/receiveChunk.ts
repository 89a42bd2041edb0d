// The receive feature's chunk. For the bundler, every lazy chunk reaches the modal's dependency set
// (docs/decisions.md, "One dependency set for lazy chunks").
import { chunkDependencies } from '../chunkDependencies.js'
import type { ViewChunk } from '../viewEntry.js'
import { Receive } from './Receive.js'
import { receiveCss } from './styles.js'

/** The Receive view and its styles. */
export const receiveChunk: ViewChunk = { views: { Receive }, styles: receiveCss, chunkDependencies }

// The Pay view's chunk. For the bundler, every lazy chunk reaches the modal's dependency set
// (docs/decisions.md, "One dependency set for lazy chunks").
import { chunkDependencies } from '../chunkDependencies.js'
import type { ViewChunk } from '../viewEntry.js'
import { Pay } from './Pay.js'
import { payCss } from './styles.js'

/** The Pay view and its styles (a plain object: see modalChunk.ts for why not a namespace). */
export const payChunk: ViewChunk = { views: { Pay }, styles: payCss, chunkDependencies }

// Sign-in with the wallet's chunk. For the bundler, every lazy chunk reaches the modal's dependency set
// (docs/decisions.md, "One dependency set for lazy chunks").
import { chunkDependencies } from '../chunkDependencies.js'
import type { ViewChunk } from '../viewEntry.js'
import { ConnectingSiwe } from './ConnectingSiwe.js'
import { siwxCss } from './styles.js'

/** The sign-in view and its styles (a plain object: see modalChunk.ts for why not a namespace). */
export const siwxChunk: ViewChunk = {
  views: { ConnectingSiwe },
  styles: siwxCss,
  chunkDependencies,
}

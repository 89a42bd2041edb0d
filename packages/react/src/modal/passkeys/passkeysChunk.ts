// The Passkeys view's chunk. For the bundler, every lazy chunk reaches the modal's dependency set
// (docs/decisions.md, "One dependency set for lazy chunks").
import { chunkDependencies } from '../chunkDependencies.js'
import type { ViewChunk } from '../viewEntry.js'
import { Passkeys } from './Passkeys.js'
import { passkeysCss } from './styles.js'

/** The Passkeys view and its styles (a plain object: see modalChunk.ts for why not a namespace). */
export const passkeysChunk: ViewChunk = {
  views: { Passkeys },
  styles: passkeysCss,
  chunkDependencies,
}

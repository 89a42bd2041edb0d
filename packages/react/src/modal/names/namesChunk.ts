// The wallet names' chunk. For the bundler, every lazy chunk reaches the modal's dependency set
// (docs/decisions.md, "One dependency set for lazy chunks").
import { chunkDependencies } from '../chunkDependencies.js'
import type { ViewChunk } from '../viewEntry.js'
import { RegisterAccountName } from './RegisterAccountName.js'
import { RegisterAccountNameSuccess } from './RegisterAccountNameSuccess.js'
import { namesCss } from './styles.js'

/** The register views and their styles (a plain object: see modalChunk.ts for why not a namespace). */
export const namesChunk: ViewChunk = {
  views: { RegisterAccountName, RegisterAccountNameSuccess },
  styles: namesCss,
  chunkDependencies,
}

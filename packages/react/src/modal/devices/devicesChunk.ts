// The Devices view's chunk. For the bundler, every lazy chunk reaches the modal's dependency set
// (docs/decisions.md, "One dependency set for lazy chunks").
import { chunkDependencies } from '../chunkDependencies.js'
import type { ViewChunk } from '../viewEntry.js'
import { Devices } from './Devices.js'
import { devicesCss } from './styles.js'

/** The Devices view and its styles (a plain object: see modalChunk.ts for why not a namespace). */
export const devicesChunk: ViewChunk = {
  views: { Devices },
  styles: devicesCss,
  chunkDependencies,
}

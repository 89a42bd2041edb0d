// The smart sessions' chunk. For the bundler, every lazy chunk reaches the modal's dependency set
// (docs/decisions.md, "One dependency set for lazy chunks").
import { chunkDependencies } from '../chunkDependencies.js'
import type { ViewChunk } from '../viewEntry.js'
import { Permissions } from './Permissions.js'
import { permissionsCss } from './styles.js'

/** The Permissions view and its styles (a plain object: see modalChunk.ts for why not a namespace). */
export const permissionsChunk: ViewChunk = {
  views: { Permissions },
  styles: permissionsCss,
  chunkDependencies,
}

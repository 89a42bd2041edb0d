import type { FeatureViews, ViewChunk } from '../viewEntry.js'

// Smart sessions are a chunk of their own, loaded when the visitor opens their permissions.
const load = (): Promise<ViewChunk> =>
  import('./permissionsChunk.js').then((module) => module.permissionsChunk)

/** The permissions granted to other keys. */
export const permissionsViews: FeatureViews<'Permissions'> = {
  Permissions: { title: 'permissions', load },
}

import type { ActivityChunk } from '../viewEntry.js'

/** Loads the Activity tab: the history feature's chunk, the first time the tab is shown. */
export const loadActivity = (): Promise<ActivityChunk> =>
  import('./activityChunk.js').then((module) => module.activityChunk)

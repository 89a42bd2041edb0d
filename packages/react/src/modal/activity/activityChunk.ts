// The history feature's chunk, loaded the first time the Activity tab is shown. For the bundler, every lazy
// chunk reaches the modal's dependency set (docs/decisions.md, "One dependency set for lazy chunks").
import { chunkDependencies } from '../chunkDependencies.js'
import type { ActivityChunk } from '../viewEntry.js'
import { ActivityTab } from './ActivityTab.js'
import { activityCss } from './styles.js'

/** The Activity tab and its styles. */
export const activityChunk: ActivityChunk = { ActivityTab, styles: activityCss, chunkDependencies }

import { accountViews } from './account/views.js'
import { connectViews } from './connect/views.js'
import type { FeatureViews } from './viewEntry.js'

/**
 * The views in the modal's own chunk. Feature chunks' views (send, receive, approve, email) join them in
 * modalChunk.ts, which alone imports their loaders.
 */
export const eagerViews: FeatureViews<keyof typeof connectViews | keyof typeof accountViews> = {
  ...connectViews,
  ...accountViews,
}

/** The styles of the views in the modal's own chunk, each once; feature chunks bring theirs. */
export const eagerViewStyles = [
  ...new Set(Object.values(eagerViews).flatMap((entry) => (entry.styles ? [entry.styles] : []))),
].join('\n')

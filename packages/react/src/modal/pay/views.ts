import type { FeatureViews, ViewChunk } from '../viewEntry.js'

// Pay is a chunk of its own, loaded when a host asks for a payment (`features.pay`, off by default).
const load = (): Promise<ViewChunk> => import('./payChunk.js').then((module) => module.payChunk)

/** A payment a host asked for. */
export const payViews: FeatureViews<'Pay'> = { Pay: { title: 'payTitle', load } }

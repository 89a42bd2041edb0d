import type { FeatureViews, ViewChunk } from '../viewEntry.js'

/**
 * Approving an unsafe request (the embedded wallet's signatures and transactions): a chunk of its own,
 * loaded when the first request arrives. The visitor must approve or reject: no back, no close.
 */
export const approveViews: FeatureViews<'ApproveTransaction'> = {
  ApproveTransaction: {
    title: 'approveTransaction',
    load: (): Promise<ViewChunk> =>
      import('./approveChunk.js').then((module) => module.approveChunk),
    requiresDecision: true,
  },
}

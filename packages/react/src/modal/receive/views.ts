import type { FeatureViews, ViewChunk } from '../viewEntry.js'

/** Receiving: the address as text and QR code; a chunk of its own, never loaded when features.receive is off. */
export const receiveViews: FeatureViews<'Receive'> = {
  Receive: {
    title: 'receive',
    load: (): Promise<ViewChunk> =>
      import('./receiveChunk.js').then((module) => module.receiveChunk),
  },
}

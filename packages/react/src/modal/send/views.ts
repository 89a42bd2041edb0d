import type { FeatureViews, ViewChunk } from '../viewEntry.js'

// The send feature is a chunk of its own, loaded the first time one of its views is shown and never when
// features.send is off (core refuses to open its views then).
const load = (): Promise<ViewChunk> => import('./sendChunk.js').then((module) => module.sendChunk)

/** Sending: choose a token, an amount and a receiver, preview, confirm. */
export const sendViews: FeatureViews<'Send' | 'SendSelectToken' | 'SendPreview'> = {
  Send: { title: 'send', load },
  SendSelectToken: { title: 'selectToken', load },
  SendPreview: { title: 'preview', load },
}

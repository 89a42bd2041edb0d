import type { FeatureViews, ViewChunk } from '../viewEntry.js'

// Buying is a chunk of its own, loaded the first time the visitor chooses Buy.
const load = (): Promise<ViewChunk> =>
  import('./onrampChunk.js').then((module) => module.onrampChunk)

/** Buying crypto: the form and offers, the token list, the purchase on its way. */
export const onrampViews: FeatureViews<'Buy' | 'BuySelectToken' | 'BuyInProgress'> = {
  Buy: { title: 'buyTitle', load },
  BuySelectToken: { title: 'selectToken', load },
  BuyInProgress: {
    title: (state, messages) => state.onramp.purchase?.providerName ?? messages.buyTitle,
    load,
  },
}

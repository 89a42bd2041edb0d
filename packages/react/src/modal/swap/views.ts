import { viewArguments } from '@foyer/core/internal'
import type { FeatureViews, ViewChunk } from '../viewEntry.js'

// The swap feature is a chunk of its own, loaded the first time one of its views is shown and never when
// features.swaps is off (core refuses to open its views then).
const load = (): Promise<ViewChunk> => import('./swapChunk.js').then((module) => module.swapChunk)

/** Swapping: the tokens, the amount and the quote; the token lists of each side. */
export const swapViews: FeatureViews<'Swap' | 'SwapSelectToken'> = {
  Swap: { title: 'swap', load },
  SwapSelectToken: {
    title: (state, messages) =>
      viewArguments(state.router, 'SwapSelectToken')?.side === 'to'
        ? messages.swapSelectReceive
        : messages.swapSelectPay,
    load,
  },
}

// The one writer of `state.swap`: what the Swap view holds. Only the modal's Swap views change it.
import { emptySwapState } from '../state/initialState.js'
import type { SwapState } from '../state/types.js'
import type { FoyerContext } from '../types/instance.js'

/** Updates what the Swap view holds (tokens, amount); clears its last error. */
export function updateSwap(
  foyer: FoyerContext,
  changes: Partial<Pick<SwapState, 'fromToken' | 'toToken' | 'amount' | 'error'>>,
): void {
  foyer.store.setState((state) => ({ swap: { ...state.swap, error: undefined, ...changes } }))
}

/** Swaps the token paid with and the one received; the amount stays. */
export function flipSwap(foyer: FoyerContext): void {
  const { fromToken, toToken } = foyer.store.getState().swap
  updateSwap(foyer, { fromToken: toToken, toToken: fromToken })
}

/** Empties the Swap view (after a completed swap). */
export function resetSwap(foyer: FoyerContext): void {
  foyer.store.setState({ swap: emptySwapState() })
}

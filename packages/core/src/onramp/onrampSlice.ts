// The one writer of `state.onramp` (SPEC's Onramp state): the Buy view's form, which only the modal's Buy
// views change, and the purchase `startOnramp` follows.
import { emptyOnrampState } from '../state/initialState.js'
import type { OnrampPurchaseRef, OnrampState } from '../state/types.js'
import type { FoyerContext } from '../types/instance.js'

/** Updates what the Buy view holds (token, currency, method, amount, provider). */
export function updateOnramp(
  foyer: FoyerContext,
  changes: Partial<Omit<OnrampState, 'purchase'>>,
): void {
  foyer.store.setState((state) => ({ onramp: { ...state.onramp, ...changes } }))
}

/** Empties the Buy view and forgets the purchase followed (after it arrived, or to start again). */
export function resetOnramp(foyer: FoyerContext, { keepForm = false } = {}): void {
  foyer.store.setState((state) => ({
    onramp: keepForm ? { ...state.onramp, purchase: undefined } : emptyOnrampState(),
  }))
}

/** Follows a purchase just started (`startOnramp`), keeping the form. */
export function followOnrampPurchase(foyer: FoyerContext, purchase: OnrampPurchaseRef): void {
  foyer.store.setState((state) => ({ onramp: { ...state.onramp, purchase } }))
}

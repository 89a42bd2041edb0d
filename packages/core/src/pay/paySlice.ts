// The one writer of `state.pay` (a payment a host asked for with `pay()`), and how a payment ends: `pay()`
// starts it, the Pay view's steps (`paySteps.ts`) move it on, and the modal's reactions end it when the modal
// closes. Eager: `pay()` and the modal's reactions reach it on every page.
import { PayError } from '../errors/pay.js'
import type { PayState } from '../state/types.js'
import type { FoyerContext } from '../types/instance.js'
import type { Payment, PayResult } from './types.js'

/** Starts following a payment: the visitor chooses how to pay. */
export function beginPay(foyer: FoyerContext, payment: Payment): void {
  foyer.store.setState({
    pay: {
      payment,
      status: 'choosing',
      via: undefined,
      transactionHash: undefined,
      error: undefined,
      purchase: undefined,
    },
  })
}

/** Changes the payment under way, if any. */
export function applyPay(foyer: FoyerContext, changes: Partial<PayState>): void {
  foyer.store.setState((state) => (state.pay ? { pay: { ...state.pay, ...changes } } : {}))
}

/** Ends the payment under way: resolves or rejects the host's `pay()` and forgets the request. */
export function settlePay(foyer: FoyerContext, outcome: PayResult | PayError): void {
  const waiter = foyer.internal.payWaiter
  foyer.internal.payWaiter = undefined
  if (outcome instanceof PayError) {
    foyer.store.setState({ pay: undefined })
    foyer.events.emit(
      outcome.code === 'PAY_CANCELLED'
        ? { type: 'PAY_CANCELLED' }
        : { type: 'PAY_ERROR', message: outcome.shortMessage },
    )
    waiter?.reject(outcome)
  } else {
    applyPay(foyer, { status: 'success', transactionHash: outcome.transactionHash })
    foyer.events.emit({
      type: 'PAY_SUCCESS',
      transactionHash: outcome.transactionHash,
      via: outcome.via,
    })
    waiter?.resolve(outcome)
  }
}

/**
 * The visitor closed the Pay view: a payment that has not completed rejects `pay()` with 'Payment
 * cancelled' (or the last failure's text); a completed one is forgotten. Called by the modal's reactions.
 */
export function endPay(foyer: FoyerContext): void {
  const request = foyer.store.getState().pay
  if (!request) return
  if (request.status === 'success') {
    foyer.store.setState({ pay: undefined })
    return
  }
  settlePay(
    foyer,
    new PayError(
      request.error ?? { key: 'payCancelled' },
      request.error ? 'PAY_FAILED' : 'PAY_CANCELLED',
    ),
  )
}

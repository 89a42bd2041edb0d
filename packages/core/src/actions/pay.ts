// `pay()`: what `foyer.pay` loads with the instance's deferred parts (deferred/deferredParts.ts) and the Pay
// hook with the modal. How a payment moves on and ends is `pay/paySlice.ts` (the modal's reactions reach it on
// every page); the Pay view's steps (paying from the wallet, through an onramp) are `pay/paySteps.ts`: they load
// with the view.
import { PayError } from '../errors/pay.js'
import { parsePayment } from '../pay/parsePayment.js'
import { beginPay } from '../pay/paySlice.js'
import type { PayParameters, PayResult } from '../pay/types.js'
import type { FoyerContext } from '../types/instance.js'
import { getNetworks } from './getNetworks.js'

export type { PayParameters, PayResult }
/** The transaction that paid, once mined, and how (the wallet or an onramp). */
export type PayReturnType = PayResult
/** 'Payment cancelled' when the visitor closes the modal unpaid, the last failure's text otherwise. */
export type PayErrorType = PayError

/**
 * Asks the visitor to pay (`features.pay`): `amount` of `asset` (CAIP-19) on `network` (CAIP-2) to
 * `recipient`. The request is checked first — a recipient that is not an address of the network's family
 * is refused before anything is shown or signed — then recorded in `state.pay`, and the modal opens its Pay
 * view in answer (modalReactions.ts): the visitor pays from the
 * connected wallet, or through an onramp provider straight to the recipient. Resolves with the
 * transaction once it is mined; rejects with a PayError ('Payment cancelled' when the visitor closes the
 * modal unpaid, the last failure's text otherwise). Events: PAY_STARTED, PAY_SUCCESS, PAY_ERROR,
 * PAY_CANCELLED.
 */
export function pay(foyer: FoyerContext, parameters: PayParameters): Promise<PayReturnType> {
  if (!foyer.options.features.pay)
    return Promise.reject(
      new PayError('features.pay is off: turn it on to take payments', 'PAY_OFF'),
    )
  if (foyer.internal.payWaiter) return Promise.reject(new PayError({ key: 'payBusy' }, 'PAY_BUSY'))
  let payment: ReturnType<typeof parsePayment>
  try {
    payment = parsePayment(parameters, getNetworks(foyer))
  } catch (error) {
    return Promise.reject(error)
  }
  return new Promise<PayResult>((resolve, reject) => {
    foyer.internal.payWaiter = { resolve, reject }
    // Started before the request is recorded: recording it opens the Pay view (modalReactions.ts), whose
    // MODAL_OPEN — or PAY_ERROR when the view cannot open — follows PAY_STARTED.
    foyer.events.emit({ type: 'PAY_STARTED', asset: payment.asset, amount: payment.amount })
    beginPay(foyer, payment)
  })
}

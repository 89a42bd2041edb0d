import { canTransferTokens } from '../adapter.js'
import type { OnrampPurchase } from '../api/schemas.js'
import { BaseError } from '../errors/base.js'
import { NotConnectedError } from '../errors/connection.js'
import { PayError } from '../errors/pay.js'
import { toWalletError } from '../errors/wallet.js'
import type { DisplayText, KeyedText } from '../messages/displayText.js'
import { englishOf } from '../messages/englishText.js'
import { parsePayment } from '../pay/parsePayment.js'
import type { PayParameters, PayResult } from '../pay/types.js'
import type { PayState } from '../state/types.js'
import type { FoyerContext } from '../types/instance.js'
import { parseUnits } from '../utils/units.js'
import { openModal } from './modal.js'
import { type StartOnrampParameters, type StartOnrampReturnType, startOnramp } from './onramp.js'
import { getNetworks, switchNetwork } from './switchNetwork.js'
import { trackTransaction } from './trackTransaction.js'

export type { PayParameters, PayResult }
export type PayErrorType = PayError

function applyPay(foyer: FoyerContext, changes: Partial<PayState>): void {
  foyer.store.setState((state) => (state.pay ? { pay: { ...state.pay, ...changes } } : {}))
}

/**
 * Asks the visitor to pay (`features.pay`): `amount` of `asset` (CAIP-19) on `network` (CAIP-2) to
 * `recipient`. The request is checked first — a recipient that is not an address of the network's family
 * is refused before anything is shown or signed — then the Pay view opens: the visitor pays from the
 * connected wallet, or through an onramp provider straight to the recipient. Resolves with the
 * transaction once it is mined; rejects with a PayError ('Payment cancelled' when the visitor closes the
 * modal unpaid, the last failure's text otherwise). Events: PAY_STARTED, PAY_SUCCESS, PAY_ERROR,
 * PAY_CANCELLED.
 */
export function pay(foyer: FoyerContext, parameters: PayParameters): Promise<PayResult> {
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
    foyer.events.emit({ type: 'PAY_STARTED', asset: payment.asset, amount: payment.amount })
    if (!openModal(foyer, { view: 'Pay', namespace: payment.network.chainNamespace }))
      settlePay(foyer, new PayError({ key: 'payFailed' }, 'PAY_FAILED'))
  })
}

/** Ends the payment under way: resolves or rejects the host's `pay()` and forgets the request. */
function settlePay(foyer: FoyerContext, outcome: PayResult | PayError): void {
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

/** A step that failed: the Pay view shows why and lets the visitor try again; `pay()` waits on. */
function failStep(foyer: FoyerContext, cause: unknown, text: DisplayText): never {
  const error = cause instanceof PayError ? cause : new PayError(text, 'PAY_FAILED', cause)
  applyPay(foyer, { status: 'failed', error: error.displayText })
  foyer.events.emit({ type: 'PAY_ERROR', message: error.shortMessage })
  throw error
}

/**
 * Pays from the connected wallet: on the payment's network (switching to it first), the coin or the token
 * (`decimals` of it) sent to the recipient; resolves `pay()` once the transaction is mined.
 */
export async function payFromWallet(
  foyer: FoyerContext,
  { decimals }: { decimals: number },
): Promise<PayResult> {
  const request = foyer.store.getState().pay
  if (!request) throw new PayError({ key: 'payFailed' }, 'PAY_FAILED')
  const { payment } = request
  const namespace = payment.network.chainNamespace
  applyPay(foyer, { status: 'paying', via: 'wallet', error: undefined })
  try {
    const adapter = foyer.adapters.find((candidate) => candidate.namespace === namespace)
    const state = foyer.store.getState()
    if (
      !adapter ||
      !canTransferTokens(adapter) ||
      state.accounts[namespace]?.status !== 'connected'
    )
      throw new NotConnectedError()
    if (state.networks[namespace]?.caipNetwork?.caipNetworkId !== payment.network.caipNetworkId)
      await switchNetwork(foyer, { caipNetworkId: payment.network.caipNetworkId })
    const amount = parseUnits(payment.amount, decimals)
    let hash: string
    try {
      hash = payment.token
        ? await adapter.transferToken({
            token: payment.token,
            to: payment.recipient,
            amount,
            network: payment.network,
          })
        : await adapter.transferNative({ to: payment.recipient, amount, network: payment.network })
    } catch (cause) {
      throw toWalletError(cause)
    }
    applyPay(foyer, { transactionHash: hash })
    const mined = await trackTransaction(foyer, adapter, hash, payment.network)
    if (mined !== 'success') throw new PayError({ key: 'transactionReverted' }, 'PAY_FAILED')
    const result: PayResult = { status: 'success', transactionHash: hash, via: 'wallet' }
    settlePay(foyer, result)
    return result
  } catch (cause) {
    return failStep(foyer, cause, toWalletError(cause).displayText)
  }
}

/**
 * Pays through an onramp provider: its checkout (opened by the caller in a new window) delivers the
 * asset straight to the recipient. `followPayPurchase` then settles `pay()` from the purchase's status.
 */
export async function payThroughOnramp(
  foyer: FoyerContext,
  parameters: Omit<StartOnrampParameters, 'destination' | 'cryptoAmount' | 'quote' | 'amount'>,
): Promise<StartOnrampReturnType> {
  const request = foyer.store.getState().pay
  if (!request) throw new PayError({ key: 'payFailed' }, 'PAY_FAILED')
  const { payment } = request
  applyPay(foyer, { status: 'paying', via: 'onramp', error: undefined })
  try {
    const started = await startOnramp(foyer, {
      ...parameters,
      amount: payment.amount,
      cryptoAmount: payment.amount,
      destination: { address: payment.recipient, network: payment.network.caipNetworkId },
    })
    applyPay(foyer, {
      purchase: { ...started, providerName: parameters.providerName },
    })
    return started
  } catch (cause) {
    return failStep(
      foyer,
      cause,
      cause instanceof BaseError ? cause.displayText : { key: 'onrampCheckoutFailed' },
    )
  }
}

/** Settles `pay()` from the status of its onramp purchase: arrived → paid; failed or abandoned → why. */
export function followPayPurchase(foyer: FoyerContext, purchase: OnrampPurchase | undefined): void {
  const request = foyer.store.getState().pay
  if (request?.status !== 'paying' || request.via !== 'onramp' || !purchase) return
  if (purchase.status === 'completed' && purchase.transactionHash)
    settlePay(foyer, {
      status: 'success',
      transactionHash: purchase.transactionHash,
      via: 'onramp',
    })
  else if (purchase.status === 'failed' || purchase.status === 'abandoned') {
    const text: KeyedText = { key: purchase.status === 'failed' ? 'buyFailed' : 'buyAbandoned' }
    applyPay(foyer, { status: 'failed', error: text })
    foyer.events.emit({ type: 'PAY_ERROR', message: englishOf(text) })
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

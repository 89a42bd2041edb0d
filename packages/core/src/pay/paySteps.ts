// The Pay view's steps: paying from the connected wallet, or through an onramp provider, and following that
// purchase. Only the Pay view calls them, so they (and the onramp's actions) load with the view's chunk,
// not with every host's first load as `pay()` itself does (issue 38).

import {
  type StartOnrampParameters,
  type StartOnrampReturnType,
  startOnramp,
} from '../actions/startOnramp.js'
import { switchNetwork } from '../actions/switchNetwork.js'
import { trackTransaction } from '../actions/trackTransaction.js'
import { canTransferTokens } from '../adapter.js'
import type { OnrampPurchase } from '../api/schemas.js'
import { BaseError } from '../errors/base.js'
import { NotConnectedError } from '../errors/connection.js'
import { PayError } from '../errors/pay.js'
import { toWalletError } from '../errors/toWalletError.js'
import type { DisplayText, KeyedText } from '../messages/displayText.js'
import { englishOf } from '../messages/englishText.js'
import type { FoyerContext } from '../types/instance.js'
import { parseUnits } from '../utils/units.js'
import { applyPay, settlePay } from './paySlice.js'
import type { PayResult } from './types.js'

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

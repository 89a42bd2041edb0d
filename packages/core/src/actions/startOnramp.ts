import { newClientId } from '../api/client.js'
import type { OnrampQuote } from '../api/schemas.js'
import { parseCaipNetworkId } from '../caip/networkId.js'
import { ApiRequestError } from '../errors/api.js'
import { NotConnectedError } from '../errors/connection.js'
import { OnrampError } from '../errors/onramp.js'
import { supports } from '../namespaces/supports.js'
import { onrampApi } from '../onramp/onrampApi.js'
import { followOnrampPurchase } from '../onramp/onrampSlice.js'
import type { CaipNetworkId } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'

export type StartOnrampParameters = {
  provider: string
  providerName: string
  /** The offer chosen; Pay, which asks for an amount of the token, starts without one. */
  quote?: OnrampQuote | undefined
  purchaseCurrency: string
  symbol: string
  paymentCurrency: string
  paymentMethod: string
  /** The fiat amount quoted. */
  amount: string
  /** An amount of the token to deliver, rather than the fiat `amount`'s worth (Pay). */
  cryptoAmount?: string | undefined
  /** Where the tokens go: the connected account unless given (Pay sends them to its recipient). */
  destination?: { address: string; network: CaipNetworkId } | undefined
}
/**
 * The checkout's URL and what follows the purchase: its id, and its read token (a secret: whoever holds it
 * reads the purchase's status, destination and amounts).
 */
export type StartOnrampReturnType = { url: string; partnerUserId: string; readToken: string }
/**
 * `NotConnectedError` with no destination (or one whose namespace has no onramp); `OnrampError`:
 * 'onrampCheckoutFailed', the provider's limits for a token amount, or no onramp (`getOnrampOptions`').
 */
export type StartOnrampErrorType = OnrampError | NotConnectedError

/**
 * Starts a purchase: the service records it and answers the provider's checkout URL, which the caller
 * opens in a new window (SPEC §7 `/v1/generators/onrampurl`). The purchase is followed in
 * `state.onramp.purchase` by its id until it arrives.
 */
export async function startOnramp(
  foyer: FoyerContext,
  parameters: StartOnrampParameters,
): Promise<StartOnrampReturnType> {
  const client = onrampApi(foyer)
  const state = foyer.store.getState()
  const namespace = state.activeNamespace
  const account = namespace ? state.accounts[namespace] : undefined
  const network = namespace ? state.networks[namespace]?.caipNetwork : undefined
  const destination =
    parameters.destination ??
    (account?.status === 'connected' && account.address && network
      ? { address: account.address, network: network.caipNetworkId }
      : undefined)
  if (!destination || !supports(parseCaipNetworkId(destination.network).namespace, 'onramp'))
    throw new NotConnectedError()
  // One id per checkout link: the purchase is followed by it. Letters, digits and '-' only (SPEC §7).
  const partnerUserId = newClientId()
    .replace(/[^A-Za-z0-9-]/g, '')
    .slice(0, 49)
  let url: string
  let readToken: string
  try {
    ;({ url, readToken } = await client.request('/v1/generators/onrampurl', 'onrampUrl', {
      method: 'POST',
      body: {
        destinationWallets: [
          {
            address: destination.address,
            blockchains: [destination.network],
            assets: [parameters.purchaseCurrency],
          },
        ],
        defaultNetwork: destination.network,
        partnerUserId,
        defaultExperience: 'buy',
        ...(parameters.cryptoAmount === undefined
          ? { presetFiatAmount: Number(parameters.amount) }
          : { presetCryptoAmount: Number(parameters.cryptoAmount) }),
        provider: parameters.provider,
        purchaseCurrency: parameters.purchaseCurrency,
        paymentCurrency: parameters.paymentCurrency,
        paymentMethod: parameters.paymentMethod,
        ...(parameters.quote ? { quoteId: parameters.quote.quoteId } : {}),
      },
    }))
  } catch (cause) {
    // The limits apply to what the amount costs, which only the provider knows for a token amount (Pay):
    // its answer names them.
    throw new OnrampError(
      cause instanceof ApiRequestError && cause.code === 'AMOUNT_OUT_OF_LIMITS'
        ? cause.displayText
        : { key: 'onrampCheckoutFailed' },
      cause,
    )
  }
  followOnrampPurchase(foyer, {
    partnerUserId,
    readToken,
    provider: parameters.provider,
    providerName: parameters.providerName,
    url,
    symbol: parameters.symbol,
    purchaseAmount: parameters.quote?.purchaseAmount.value ?? parameters.cryptoAmount ?? '',
    paymentTotal: parameters.quote?.paymentTotal,
    caipNetworkId: destination.network,
    address: destination.address,
  })
  return { url, partnerUserId, readToken }
}

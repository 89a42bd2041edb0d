import { newClientId } from '../api/client.js'
import type { OnrampOptions, OnrampPurchase, OnrampQuote } from '../api/schemas.js'
import { parseCaipNetworkId } from '../caip/networkId.js'
import { ApiRequestError } from '../errors/api.js'
import { NotConnectedError } from '../errors/connection.js'
import { OnrampError } from '../errors/onramp.js'
import type { KeyedText } from '../messages/displayText.js'
import { supports } from '../namespaces/supports.js'
import { onrampAmountProblem, onrampLimits } from '../onramp/limits.js'
import { isOnrampRestricted } from '../onramp/restricted.js'
import { emptyOnrampState } from '../state/initialState.js'
import type { OnrampState } from '../state/types.js'
import type { CaipNetworkId } from '../types/caip.js'
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

function api(foyer: FoyerContext) {
  if (!foyer.api) throw new OnrampError({ key: 'onrampUnavailable' })
  if (isOnrampRestricted()) throw new OnrampError({ key: 'onrampRestricted' })
  return foyer.api
}

export type GetOnrampOptionsReturnType = OnrampOptions

/** What can be bought, with what, and through whom (SPEC §3 'Onramp options'). */
export async function getOnrampOptions(foyer: FoyerContext): Promise<GetOnrampOptionsReturnType> {
  const client = api(foyer)
  try {
    return await client.request('/v1/onramp/options', 'onrampOptions')
  } catch (cause) {
    throw new OnrampError({ key: 'onrampUnavailable' }, cause)
  }
}

export type GetOnrampQuoteParameters = {
  provider: string
  /** A purchase currency's id (the options'). */
  purchaseCurrency: string
  paymentCurrency: string
  paymentMethod: string
  /** The fiat amount, a decimal with at most two places. */
  amount: string
  network: CaipNetworkId
  /** The options, for the limits (SPEC §9's otherwise). */
  options?: OnrampOptions | undefined
}
export type GetOnrampQuoteReturnType = OnrampQuote

/**
 * One provider's quote for buying with `amount` of the payment currency (SPEC §3 'Onramp quote fields').
 * An amount outside the limits is refused here, with them, before anything is asked.
 */
export async function getOnrampQuote(
  foyer: FoyerContext,
  { options, ...parameters }: GetOnrampQuoteParameters,
): Promise<GetOnrampQuoteReturnType> {
  const client = api(foyer)
  const limits = onrampLimits(options, parameters.paymentCurrency, parameters.paymentMethod)
  const problem = onrampAmountProblem(parameters.amount, limits)
  if (problem) throw new OnrampError(onrampAmountText(problem, limits, parameters.paymentCurrency))
  try {
    return await client.request('/v1/onramp/quote', 'onrampQuote', {
      method: 'POST',
      body: parameters,
    })
  } catch (cause) {
    throw new OnrampError({ key: 'onrampQuoteFailed' }, cause)
  }
}

export type GetOnrampQuotesParameters = Omit<GetOnrampQuoteParameters, 'provider'> & {
  /** The providers to ask (those that take the payment method). */
  providers: readonly string[]
}
export type GetOnrampQuotesReturnType = {
  /** Best first: the most tokens for the money. */
  quotes: OnrampQuote[]
  /** Providers that gave none, and why. */
  failures: { provider: string; error: OnrampError }[]
}

/**
 * Every provider's quote at once, best first. One provider that fails does not hide the others; an
 * amount outside the limits fails the whole ask, with the limits.
 */
export async function getOnrampQuotes(
  foyer: FoyerContext,
  { providers, ...parameters }: GetOnrampQuotesParameters,
): Promise<GetOnrampQuotesReturnType> {
  const limits = onrampLimits(
    parameters.options,
    parameters.paymentCurrency,
    parameters.paymentMethod,
  )
  const problem = onrampAmountProblem(parameters.amount, limits)
  if (problem) throw new OnrampError(onrampAmountText(problem, limits, parameters.paymentCurrency))
  const answers = await Promise.allSettled(
    providers.map((provider) => getOnrampQuote(foyer, { ...parameters, provider })),
  )
  const quotes: OnrampQuote[] = []
  const failures: GetOnrampQuotesReturnType['failures'] = []
  answers.forEach((answer, index) => {
    if (answer.status === 'fulfilled') quotes.push(answer.value)
    else
      failures.push({
        provider: providers[index] as string,
        error:
          answer.reason instanceof OnrampError
            ? answer.reason
            : new OnrampError({ key: 'onrampQuoteFailed' }, answer.reason),
      })
  })
  quotes.sort((a, b) => Number(b.purchaseAmount.value) - Number(a.purchaseAmount.value))
  return { quotes, failures }
}

/**
 * The text for an amount the limits refuse ('The amount must be between 10.00 and 7,500.00 USD'), by key:
 * the limits written in `locale`'s way.
 */
export function onrampAmountText(
  problem: NonNullable<ReturnType<typeof onrampAmountProblem>>,
  limits: { min: string; max: string } | undefined,
  currency: string,
  locale = 'en-US',
): KeyedText {
  if (problem === 'empty' || problem === 'invalid' || !limits) return { key: 'onrampAmountInvalid' }
  return { key: 'onrampAmountLimits', values: limitsWords(limits, currency, locale) }
}

/** The limits as words fill them in: each with two decimals in the locale's way, and the currency. */
export function limitsWords(
  limits: { min: string; max: string },
  currency: string,
  locale = 'en-US',
): { min: string; max: string; currency: string } {
  const format = (value: string) =>
    Number(value).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  return { min: format(limits.min), max: format(limits.max), currency }
}

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
 * Starts a purchase: the service records it and answers the provider's checkout URL, which the caller
 * opens in a new window (SPEC §7 `/v1/generators/onrampurl`). The purchase is followed in
 * `state.onramp.purchase` by its id until it arrives.
 */
export async function startOnramp(
  foyer: FoyerContext,
  parameters: StartOnrampParameters,
): Promise<StartOnrampReturnType> {
  const client = api(foyer)
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
  foyer.store.setState((current) => ({
    onramp: {
      ...current.onramp,
      purchase: {
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
      },
    },
  }))
  return { url, partnerUserId, readToken }
}

export type GetOnrampPurchaseReturnType = OnrampPurchase | undefined

/** A started purchase, as it is followed: its partner user id and its read token (`startOnramp`'s). */
export type OnrampPurchaseKey = { partnerUserId: string; readToken: string }

/** The newest purchase made through a checkout link, if the provider has reported one. */
export async function getOnrampPurchase(
  foyer: FoyerContext,
  { partnerUserId, readToken }: OnrampPurchaseKey,
): Promise<GetOnrampPurchaseReturnType> {
  const client = api(foyer)
  try {
    const { purchases } = await client.request(
      `/v1/onramp/purchases/${encodeURIComponent(partnerUserId)}`,
      'onrampPurchases',
      { bearer: readToken },
    )
    return purchases[0]
  } catch (cause) {
    throw new OnrampError({ key: 'onrampUnavailable' }, cause)
  }
}

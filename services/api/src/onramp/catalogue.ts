import type { OnrampOptions } from '@foyer/core/api'
import { ApiError } from '@foyer/server'
import { groupedCents, toCents } from './money.js'
import type { OnrampProvider, PurchaseChoice } from './providers.js'
import {
  DEFAULT_PAYMENT_CURRENCIES,
  limitsOf,
  type OnrampConfig,
  type OnrampPaymentCurrency,
  type OnrampToken,
  PAYMENT_METHODS,
  type PaymentMethod,
} from './settings.js'

// What the deployment sells, through whom and in what (onrampOptionsSchema), and the checks every quote and
// checkout link passes before a provider is asked: each unknown or unsold choice is a 400 that names it.

/** The onramp's configuration with its providers and the served networks' names. */
export type Catalogue = {
  config: OnrampConfig
  providers: readonly OnrampProvider[]
  /** A CAIP-2 network's name as the service serves it; undefined when it serves no such network. */
  networkName(chainId: string): string | undefined
}

const paymentCurrenciesOf = (config: OnrampConfig) =>
  config.paymentCurrencies ?? DEFAULT_PAYMENT_CURRENCIES

/** GET /v1/onramp/options: the providers, the tokens at least one of them sells, the payment currencies. */
export function onrampOptions(catalogue: Catalogue): OnrampOptions {
  const { config, providers } = catalogue
  const purchaseCurrencies = config.purchaseCurrencies.flatMap((token) => {
    const networks = token.networks
      .filter((offer) => providers.some((provider) => provider.sells(token, offer)))
      .map((offer) => ({
        name: offer.name ?? catalogue.networkName(offer.chainId) ?? offer.chainId,
        chainId: offer.chainId,
        contractAddress: offer.contractAddress,
        decimals: offer.decimals,
      }))
    return networks.length
      ? [{ id: token.id, name: token.name, symbol: token.symbol, networks }]
      : []
  })
  return {
    providers: providers.map(({ id, name, paymentMethods }) => ({
      id,
      name,
      paymentMethods: [...paymentMethods],
    })),
    purchaseCurrencies,
    paymentCurrencies: paymentCurrenciesOf(config).map((currency) => ({
      id: currency.id,
      payment_method_limits: PAYMENT_METHODS.map((method) => ({ ...limitsOf(currency, method) })),
    })),
  }
}

/**
 * What a quote or a checkout link names. SPEC §7's bodies name only the token, the payment currency, the
 * amount and the network (a link not even the token): what is left out is chosen here, in the catalogue's
 * order — the first token sold on the network (among the destination's `assets` when given), the first
 * payment currency, the first provider that sells it and takes the method, card before bank account.
 */
export type ChoiceInput = {
  provider?: string | undefined
  purchaseCurrency?: string | undefined
  /** CAIP-2 ('eip155:8453') or the network's name as GET /v1/onramp/options lists it ('Base'). */
  network: string
  paymentCurrency?: string | undefined
  paymentMethod?: string | undefined
  /** Token ids the buyer's wallet takes, in its order (a link's destination `assets`). */
  assets?: readonly string[] | undefined
}

/** A checked choice: the provider, what is bought and how it is paid. */
export type ResolvedChoice = {
  provider: OnrampProvider
  choice: PurchaseChoice
  currency: OnrampPaymentCurrency
}

const refuse = (code: string, description: string) => new ApiError(400, code, description)
const list = (items: readonly string[]) => items.join(', ') || 'none'
/** 'Foyer L2', 'foyer-l2' and 'FOYER_L2' name the same network. */
const nameKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '')

/**
 * The CAIP-2 id of a network named by its id or by its name as GET /v1/onramp/options lists it (any case,
 * spaces or dashes: 'Foyer L2', 'foyer-l2'); the input itself when the catalogue sells nothing there.
 */
export function networkIdOf(catalogue: Catalogue, network: string): string {
  const key = nameKey(network)
  for (const token of catalogue.config.purchaseCurrencies)
    for (const offer of token.networks)
      if (
        offer.chainId === network ||
        nameKey(offer.name ?? catalogue.networkName(offer.chainId) ?? '') === key
      )
        return offer.chainId
  return network
}

/** Checks a choice against the catalogue, filling what it leaves out; a 400 naming the first thing not offered. */
export function resolveChoice(catalogue: Catalogue, input: ChoiceInput): ResolvedChoice {
  const { config, providers } = catalogue
  const chainId = networkIdOf(catalogue, input.network)
  const offerOf = (token: OnrampToken) => token.networks.find((offer) => offer.chainId === chainId)
  const soldByAny = (token: OnrampToken) => {
    const offer = offerOf(token)
    return offer !== undefined && providers.some((provider) => provider.sells(token, offer))
  }
  const token = input.purchaseCurrency
    ? config.purchaseCurrencies.find((candidate) => candidate.id === input.purchaseCurrency)
    : ([...(input.assets ?? []), undefined]
        .map((id) =>
          config.purchaseCurrencies.find(
            (candidate) => (id === undefined || candidate.id === id) && soldByAny(candidate),
          ),
        )
        .find(Boolean) ?? config.purchaseCurrencies.find(soldByAny))
  if (!token)
    throw input.purchaseCurrency
      ? refuse('UNKNOWN_PURCHASE_CURRENCY', `Unknown purchase currency ${input.purchaseCurrency}`)
      : refuse('UNSUPPORTED_NETWORK', `No token is sold on network ${input.network}`)
  const offer = offerOf(token)
  if (!offer)
    throw refuse(
      'UNSUPPORTED_NETWORK',
      `${token.symbol} is not sold on network ${input.network}: expected ${list(token.networks.map((n) => n.chainId))}`,
    )
  const currencies = paymentCurrenciesOf(config)
  const currency = input.paymentCurrency
    ? currencies.find((candidate) => candidate.id === input.paymentCurrency)
    : currencies[0]
  if (!currency)
    throw refuse(
      'UNKNOWN_PAYMENT_CURRENCY',
      `Unknown payment currency ${input.paymentCurrency}: expected ${list(currencies.map((c) => c.id))}`,
    )
  if (
    input.paymentMethod !== undefined &&
    !(PAYMENT_METHODS as readonly string[]).includes(input.paymentMethod)
  )
    throw refuse(
      'UNKNOWN_PAYMENT_METHOD',
      `Unknown payment method ${input.paymentMethod}: expected ${list(PAYMENT_METHODS)}`,
    )
  const methodsOf = (provider: OnrampProvider) =>
    PAYMENT_METHODS.filter(
      (method) =>
        (input.paymentMethod ?? method) === method &&
        provider.paymentMethods.includes(method) &&
        !provider.refusal(currency.id, method),
    )
  const provider = input.provider
    ? providers.find((candidate) => candidate.id === input.provider)
    : (providers.find(
        (candidate) => candidate.sells(token, offer) && methodsOf(candidate).length > 0,
      ) ?? providers.find((candidate) => candidate.sells(token, offer)))
  if (!provider)
    throw input.provider
      ? refuse(
          'UNKNOWN_PROVIDER',
          providers.length
            ? `Unknown provider ${input.provider}: expected ${list(providers.map((p) => p.id))}`
            : `Unknown provider ${input.provider}: this service has no onramp provider`,
        )
      : refuse(
          'NOT_SOLD_BY_PROVIDER',
          `No provider sells ${token.symbol} on network ${input.network}`,
        )
  if (!provider.sells(token, offer))
    throw refuse(
      'NOT_SOLD_BY_PROVIDER',
      `${provider.name} does not sell ${token.symbol} on network ${input.network}`,
    )
  const paymentMethod = (input.paymentMethod ??
    methodsOf(provider)[0] ??
    provider.paymentMethods[0]) as PaymentMethod
  if (!provider.paymentMethods.includes(paymentMethod))
    throw refuse(
      'PAYMENT_NOT_TAKEN',
      `${provider.name} does not take payment method ${paymentMethod}: expected ${list(provider.paymentMethods)}`,
    )
  const refusal = provider.refusal(currency.id, paymentMethod)
  if (refusal) throw refuse('PAYMENT_NOT_TAKEN', refusal)
  return {
    provider,
    choice: { token, offer, paymentCurrency: currency.id, paymentMethod },
    currency,
  }
}

/** The limits' sentence ('The amount must be between 10.00 and 7,500.00 USD'), as the client says it too. */
export function limitsSentence(currency: OnrampPaymentCurrency, method: PaymentMethod): string {
  const limits = limitsOf(currency, method)
  return `The amount must be between ${groupedCents(toCents(limits.min))} and ${groupedCents(toCents(limits.max))} ${currency.id}`
}

/** A 400 with the limits when `totalCents` is outside them for this currency and method. */
export function checkLimits(
  totalCents: bigint,
  currency: OnrampPaymentCurrency,
  method: PaymentMethod,
): void {
  const limits = limitsOf(currency, method)
  if (totalCents < toCents(limits.min) || totalCents > toCents(limits.max))
    throw refuse('AMOUNT_OUT_OF_LIMITS', limitsSentence(currency, method))
}

import type { OnrampOptions } from '@foyer/core/api'
import { ApiError } from '@foyer/server'
import { groupedCents, toCents } from './money.js'
import type { OnrampProvider, PurchaseChoice } from './providers.js'
import {
  DEFAULT_PAYMENT_CURRENCIES,
  limitsOf,
  type OnrampConfig,
  type OnrampPaymentCurrency,
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

/** What a quote or a checkout link names. */
export type ChoiceInput = {
  provider: string
  purchaseCurrency: string
  network: string
  paymentCurrency: string
  paymentMethod: string
}

/** A checked choice: the provider, what is bought and how it is paid. */
export type ResolvedChoice = {
  provider: OnrampProvider
  choice: PurchaseChoice
  currency: OnrampPaymentCurrency
}

const refuse = (code: string, description: string) => new ApiError(400, code, description)
const list = (items: readonly string[]) => items.join(', ') || 'none'

/** Checks a choice against the catalogue; a 400 naming the first thing that is not offered. */
export function resolveChoice(catalogue: Catalogue, input: ChoiceInput): ResolvedChoice {
  const { config, providers } = catalogue
  const provider = providers.find((candidate) => candidate.id === input.provider)
  if (!provider)
    throw refuse(
      'UNKNOWN_PROVIDER',
      providers.length
        ? `Unknown provider ${input.provider}: expected ${list(providers.map((p) => p.id))}`
        : `Unknown provider ${input.provider}: this service has no onramp provider`,
    )
  const token = config.purchaseCurrencies.find(
    (candidate) => candidate.id === input.purchaseCurrency,
  )
  if (!token)
    throw refuse('UNKNOWN_PURCHASE_CURRENCY', `Unknown purchase currency ${input.purchaseCurrency}`)
  const offer = token.networks.find((candidate) => candidate.chainId === input.network)
  if (!offer)
    throw refuse(
      'UNSUPPORTED_NETWORK',
      `${token.symbol} is not sold on network ${input.network}: expected ${list(token.networks.map((n) => n.chainId))}`,
    )
  if (!provider.sells(token, offer))
    throw refuse(
      'NOT_SOLD_BY_PROVIDER',
      `${provider.name} does not sell ${token.symbol} on network ${input.network}`,
    )
  const currencies = paymentCurrenciesOf(config)
  const currency = currencies.find((candidate) => candidate.id === input.paymentCurrency)
  if (!currency)
    throw refuse(
      'UNKNOWN_PAYMENT_CURRENCY',
      `Unknown payment currency ${input.paymentCurrency}: expected ${list(currencies.map((c) => c.id))}`,
    )
  if (!(PAYMENT_METHODS as readonly string[]).includes(input.paymentMethod))
    throw refuse(
      'UNKNOWN_PAYMENT_METHOD',
      `Unknown payment method ${input.paymentMethod}: expected ${list(PAYMENT_METHODS)}`,
    )
  const paymentMethod = input.paymentMethod as PaymentMethod
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

// What a deployment offers for sale through the onramp, and through whom: the types of `ServiceConfig.onramp`
// and SPEC §9's defaults. Read from the environment by onramp/environment.ts.

/** The payment methods (SPEC §3): a card, or a bank account. */
export const PAYMENT_METHODS = ['CARD', 'BANK_ACCOUNT'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/** A payment method's limits in one payment currency, decimals with two places ('10.00', '7500.00'). */
export type PaymentMethodLimit = { id: PaymentMethod; min: string; max: string }

/** SPEC §9's limits, used when a deployment gives none: card 10.00 to 7,500.00, bank 10.00 to 25,000.00. */
export const FALLBACK_LIMITS: readonly PaymentMethodLimit[] = [
  { id: 'CARD', min: '10.00', max: '7500.00' },
  { id: 'BANK_ACCOUNT', min: '10.00', max: '25000.00' },
]

/** A fiat currency visitors pay with (ISO 4217, upper case), with its limits per payment method. */
export type OnrampPaymentCurrency = {
  id: string
  limits?: readonly PaymentMethodLimit[] | undefined
}

/** SPEC §9's payment currencies: USD and EUR, with the fallback limits. */
export const DEFAULT_PAYMENT_CURRENCIES: readonly OnrampPaymentCurrency[] = [
  { id: 'USD' },
  { id: 'EUR' },
]

/** One network a token is sold on. */
export type OnrampNetworkOffer = {
  /** CAIP-2 ('eip155:8453', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'). */
  chainId: string
  /** The token's contract (EVM) or mint (Solana); '' for the network's own coin. */
  contractAddress: string
  decimals: number
  /** The network's name; the served chain's or cluster's name when absent. */
  name?: string | undefined
}

/** A token visitors can buy (SPEC §3 'Onramp options': purchase currencies). */
export type OnrampToken = {
  /** The id clients send back ('USDC', 'fUSD'). */
  id: string
  name: string
  symbol: string
  networks: readonly OnrampNetworkOffer[]
}

/**
 * The local sandbox provider (a stand-in: no money moves). Its prices are fixed: `prices` is the USD price
 * of one token by purchase currency id, `fiatRates` the USD value of one unit of each payment currency.
 * `treasury` holds the keys it pays purchases from — development only (environment.ts refuses it
 * otherwise), and it sends only on chains reached on loopback (sandbox/treasury.ts).
 */
export type SandboxSettings = {
  prices: Readonly<Record<string, string>>
  fiatRates: Readonly<Record<string, string>>
  treasury?:
    | {
        /** An EVM private key, 0x and 64 hex digits. */
        evm?: `0x${string}` | undefined
        /** A Solana ed25519 private key: its 32-byte seed, 64 hex digits. */
        solana?: string | undefined
      }
    | undefined
}

/** The sandbox's fiat rates when none are configured: USD 1, EUR 1.08 (USD per unit). */
export const DEFAULT_SANDBOX_FIAT_RATES: Readonly<Record<string, string>> = {
  USD: '1',
  EUR: '1.08',
}

/**
 * MoonPay (https://dev.moonpay.com): its widget, opened on a URL signed with the secret key, and its buy
 * quotes. `currencyCodes` names MoonPay's currency code for each token on each network, keyed
 * `{token id}@{CAIP-2}` ('USDC@eip155:8453' → 'usdc_base'); a token without one is not sold through MoonPay.
 */
export type MoonPaySettings = {
  /** The publishable key (pk_live_… or pk_test_…). */
  apiKey: string
  /** The secret key that signs widget URLs (sk_…): never logged, never answered. */
  secretKey: string
  currencyCodes: Readonly<Record<string, string>>
  /** https://buy.moonpay.com, or https://buy-sandbox.moonpay.com with test keys. */
  widgetUrl: string
  /** https://api.moonpay.com (test or live mode follows the key). */
  apiUrl: string
}

/** What the onramp sells and through which providers; off (no providers) when absent. */
export type OnrampConfig = {
  purchaseCurrencies: readonly OnrampToken[]
  /** DEFAULT_PAYMENT_CURRENCIES when absent. */
  paymentCurrencies?: readonly OnrampPaymentCurrency[] | undefined
  sandbox?: SandboxSettings | undefined
  moonpay?: MoonPaySettings | undefined
}

/** A payment currency's limit for a method: the configured one, else SPEC §9's. */
export function limitsOf(currency: OnrampPaymentCurrency, method: PaymentMethod) {
  return (
    currency.limits?.find((limit) => limit.id === method) ??
    (FALLBACK_LIMITS.find((limit) => limit.id === method) as PaymentMethodLimit)
  )
}

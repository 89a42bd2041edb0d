import type { OnrampNetworkOffer, OnrampToken, PaymentMethod } from './settings.js'

// What every onramp provider does for the service: say what it sells and takes, quote, and give the URL
// where a visitor pays. The service checks the request against the catalogue before a provider sees it.

/** What a quote is for: the token on a network, paid in a currency with a method. */
export type PurchaseChoice = {
  token: OnrampToken
  offer: OnrampNetworkOffer
  paymentCurrency: string
  paymentMethod: PaymentMethod
}

/** How much: the fiat total, fees included, or the token amount wanted (a decimal). */
export type PurchaseSize = { totalCents: bigint } | { tokenAmount: string }

/** A provider's quote, in the units the service answers with. */
export type ProviderQuote = {
  totalCents: bigint
  feeCents: bigint
  networkFeeCents: bigint
  subtotalCents: bigint
  /** The token amount, a decimal ('98.4'). */
  purchaseAmount: string
}

/** Where a visitor pays for a purchase the service has recorded. */
export type CheckoutRequest = PurchaseChoice & {
  /** The purchase's public id (the provider's external transaction id). */
  purchaseId: string
  /** The sandbox page's secret token (providers with a page of their own ignore it). */
  checkoutToken: string
  partnerUserId: string
  /** The destination address, as the network writes it. */
  address: string
  quote: ProviderQuote
}

/** A provider the service reaches. */
export type OnrampProvider = {
  /** 'sandbox', 'moonpay': the quote's `provider` and the prefix of its fee field. */
  id: string
  name: string
  paymentMethods: readonly PaymentMethod[]
  /** Whether the provider sells this token on this network. */
  sells(token: OnrampToken, offer: OnrampNetworkOffer): boolean
  /** Whether it takes this payment currency with this method; a sentence saying why not otherwise. */
  refusal(paymentCurrency: string, method: PaymentMethod): string | undefined
  /** Throws ProviderUnavailableError or ProviderRefusedError when the provider cannot quote. */
  quote(choice: PurchaseChoice, size: PurchaseSize): Promise<ProviderQuote>
  /** Whether its checkout is the sandbox's page (the purchase then gets a secret token). */
  ownCheckoutPage: boolean
  checkoutUrl(request: CheckoutRequest): string
}

/** The provider did not answer (down, timed out): 503, try again later. */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError'
}

/** The provider answered with a refusal or an answer the service cannot use: 502. */
export class ProviderRefusedError extends Error {
  override name = 'ProviderRefusedError'
}

import * as v from 'valibot'
import { fromCents } from '../money.js'
import {
  type OnrampProvider,
  ProviderRefusedError,
  ProviderUnavailableError,
  type PurchaseChoice,
  type PurchaseSize,
} from '../providers.js'
import type { MoonPaySettings, PaymentMethod } from '../settings.js'
import { moonPayWidgetUrl, signMoonPayUrl } from './sign.js'

// MoonPay as an onramp provider (https://dev.moonpay.com). Quotes come from its "Get Real-time Buy quote"
// (GET /v3/currencies/{currencyCode}/buy_quote, with the publishable key); the visitor pays in its widget,
// opened on a URL with the documented on-ramp parameters and signed with the secret key (sign.ts), since it
// carries the wallet address. Not reachable from the development machine: its tests use a local stand-in.

/** How long a quote may take before MoonPay counts as down. */
const QUOTE_TIMEOUT_MS = 8_000

/** MoonPay's payment method for ours, per payment currency (its bank transfers are per currency). */
function moonPayMethod(method: PaymentMethod, currency: string): string | undefined {
  if (method === 'CARD') return 'credit_debit_card'
  return { EUR: 'sepa_bank_transfer', GBP: 'gbp_bank_transfer', USD: 'ach_bank_transfer' }[currency]
}

/** The fields of a buy quote the service reads (amounts in the currencies' units, as numbers). */
const buyQuoteSchema = v.object({
  quoteCurrencyAmount: v.pipe(v.number(), v.minValue(0)),
  feeAmount: v.pipe(v.number(), v.minValue(0)),
  extraFeeAmount: v.optional(v.pipe(v.number(), v.minValue(0)), 0),
  networkFeeAmount: v.pipe(v.number(), v.minValue(0)),
  totalAmount: v.pipe(v.number(), v.minValue(0)),
})

const cents = (amount: number) => BigInt(Math.round(amount * 100))

/** A number as a plain decimal with at most `decimals` places (no exponent, no trailing zeros). */
function plainDecimal(amount: number, decimals: number): string {
  const fixed = amount.toFixed(Math.min(decimals, 20))
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed
}

/** MoonPay, with the keys and currency codes of `settings`; `fetchFn` for tests. */
export function moonPayProvider(
  settings: MoonPaySettings,
  fetchFn: typeof fetch = fetch,
): OnrampProvider {
  const codeOf = (choice: Pick<PurchaseChoice, 'token' | 'offer'>) =>
    settings.currencyCodes[`${choice.token.id}@${choice.offer.chainId}`]
  return {
    id: 'moonpay',
    name: 'MoonPay',
    paymentMethods: ['CARD', 'BANK_ACCOUNT'],
    sells: (token, offer) => codeOf({ token, offer }) !== undefined,
    refusal: (currency, method) =>
      moonPayMethod(method, currency)
        ? undefined
        : `MoonPay takes bank transfers in EUR, GBP and USD only, not ${currency}`,

    async quote(choice: PurchaseChoice, size: PurchaseSize) {
      const code = codeOf(choice) as string
      const query = new URLSearchParams({
        apiKey: settings.apiKey,
        baseCurrencyCode: choice.paymentCurrency.toLowerCase(),
        paymentMethod: moonPayMethod(choice.paymentMethod, choice.paymentCurrency) as string,
        ...('totalCents' in size
          ? { baseCurrencyAmount: fromCents(size.totalCents), areFeesIncluded: 'true' }
          : { quoteCurrencyAmount: size.tokenAmount }),
      })
      const url = `${settings.apiUrl.replace(/\/+$/, '')}/v3/currencies/${encodeURIComponent(code)}/buy_quote?${query}`
      let response: Response
      try {
        response = await fetchFn(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(QUOTE_TIMEOUT_MS),
        })
      } catch {
        throw new ProviderUnavailableError('MoonPay did not answer: try again in a moment')
      }
      const body = (await response.json().catch(() => undefined)) as unknown
      if (response.status >= 500 || response.status === 429)
        throw new ProviderUnavailableError(
          `MoonPay is unavailable (HTTP ${response.status}): try again in a moment`,
        )
      if (!response.ok) {
        const said =
          typeof (body as { message?: unknown })?.message === 'string'
            ? `: ${(body as { message: string }).message.slice(0, 200)}`
            : ''
        throw new ProviderRefusedError(`MoonPay refused the quote (HTTP ${response.status})${said}`)
      }
      const parsed = v.safeParse(buyQuoteSchema, body)
      if (!parsed.success)
        throw new ProviderRefusedError('MoonPay answered a quote the service cannot read')
      const quote = parsed.output
      const totalCents = cents(quote.totalAmount)
      const feeCents = cents(quote.feeAmount) + cents(quote.extraFeeAmount)
      const networkFeeCents = cents(quote.networkFeeAmount)
      const subtotalCents = totalCents - feeCents - networkFeeCents
      if (subtotalCents < 0n)
        throw new ProviderRefusedError('MoonPay answered a quote whose fees exceed its total')
      return {
        totalCents,
        feeCents,
        networkFeeCents,
        subtotalCents,
        purchaseAmount: plainDecimal(quote.quoteCurrencyAmount, choice.offer.decimals),
      }
    },

    ownCheckoutPage: false,
    checkoutUrl(request) {
      const url = moonPayWidgetUrl(settings.widgetUrl.replace(/\/+$/, ''), [
        ['apiKey', settings.apiKey],
        ['currencyCode', codeOf(request) as string],
        ['walletAddress', request.address],
        ['baseCurrencyCode', request.paymentCurrency.toLowerCase()],
        ['baseCurrencyAmount', fromCents(request.quote.totalCents)],
        ['paymentMethod', moonPayMethod(request.paymentMethod, request.paymentCurrency) as string],
        ['externalTransactionId', request.purchaseId],
        ['externalCustomerId', request.partnerUserId],
      ])
      return signMoonPayUrl(url, settings.secretKey)
    },
  }
}

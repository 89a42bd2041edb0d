import { expect, test } from 'vitest'
import {
  ProviderRefusedError,
  ProviderUnavailableError,
  type PurchaseChoice,
} from '../providers.js'
import type { MoonPaySettings } from '../settings.js'
import { moonPayProvider } from './provider.js'
import {
  isMoonPaySignatureValid,
  moonPaySignature,
  moonPayWidgetUrl,
  signMoonPayUrl,
} from './sign.js'

// MoonPay's "URL signing" page (https://dev.moonpay.com/widget/on-ramp/customization/url-signing) signs
// this example URL with the key 'sk_test_key' but does not print the signature it expects.
const DOC_URL =
  'https://buy-sandbox.moonpay.com?apiKey=pk_test_key&currencyCode=eth&walletAddress=0xde0b295669a9fd93d5f28d9ec85e40f4cb697bae'
const DOC_KEY = 'sk_test_key'
// TEST VECTOR DERIVED BY HAND from the documented algorithm (not published by MoonPay): HMAC-SHA256 keyed with
// the secret key over the query string from its '?', base64 — computed outside this code with
//   printf '%s' '?apiKey=pk_test_key&currencyCode=eth&walletAddress=0xde0b295669a9fd93d5f28d9ec85e40f4cb697bae' \
//     | openssl dgst -sha256 -hmac 'sk_test_key' -binary | base64
const DOC_SIGNATURE = 'o1eO2arzL16TstEolGakHHFa33Mb61RCTfqToRWg7PA='

test('the documentation’s example URL is signed as documented (hand-derived vector)', () => {
  expect(moonPaySignature(DOC_URL, DOC_KEY)).toBe(DOC_SIGNATURE)
  // Appended last, URL-encoded ('+', '/' and '=' escaped), as the page's example does.
  expect(signMoonPayUrl(DOC_URL, DOC_KEY)).toBe(
    `${DOC_URL}&signature=${encodeURIComponent(DOC_SIGNATURE)}`,
  )
  expect(isMoonPaySignatureValid(signMoonPayUrl(DOC_URL, DOC_KEY), DOC_KEY)).toBe(true)
  expect(isMoonPaySignatureValid(signMoonPayUrl(DOC_URL, 'sk_test_other'), DOC_KEY)).toBe(false)
  const tampered = signMoonPayUrl(DOC_URL, DOC_KEY).replace('currencyCode=eth', 'currencyCode=btc')
  expect(isMoonPaySignatureValid(tampered, DOC_KEY)).toBe(false)
})

test('a widget URL is built with every value URL-encoded, and the signature covers exactly that', () => {
  const url = moonPayWidgetUrl('https://buy-sandbox.moonpay.com', [
    ['apiKey', 'pk_test_key'],
    ['currencyCode', 'eth'],
    ['walletAddress', '0xde0b295669a9fd93d5f28d9ec85e40f4cb697bae'],
  ])
  expect(url).toBe(DOC_URL)
  const spaced = moonPayWidgetUrl('https://buy.moonpay.com', [['externalCustomerId', 'a b&c=d']])
  expect(spaced).toBe('https://buy.moonpay.com?externalCustomerId=a%20b%26c%3Dd')
  expect(new URL(spaced).searchParams.get('externalCustomerId')).toBe('a b&c=d')
})

const SETTINGS: MoonPaySettings = {
  apiKey: 'pk_test_key',
  secretKey: 'sk_test_key',
  currencyCodes: { 'USDC@eip155:8453': 'usdc_base' },
  widgetUrl: 'https://buy-sandbox.moonpay.com',
  apiUrl: 'https://api.moonpay.example',
}
const CHOICE: PurchaseChoice = {
  token: { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: [] },
  offer: {
    chainId: 'eip155:8453',
    contractAddress: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
    decimals: 6,
  },
  paymentCurrency: 'EUR',
  paymentMethod: 'BANK_ACCOUNT',
}

/** A fetch that answers `status` with `body` and records the URL asked. */
function stub(status: number, body: unknown) {
  const asked: string[] = []
  const fetchFn = (async (url: string) => {
    asked.push(url)
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    })
  }) as unknown as typeof fetch
  return { asked, fetchFn }
}

test('a quote asks the real-time buy quote with the publishable key and reads its amounts', async () => {
  const { asked, fetchFn } = stub(200, {
    baseCurrencyAmount: 95.51,
    quoteCurrencyAmount: 102.43,
    feeAmount: 3.99,
    extraFeeAmount: 0,
    networkFeeAmount: 0.5,
    totalAmount: 100,
  })
  const quote = await moonPayProvider(SETTINGS, fetchFn).quote(CHOICE, { totalCents: 10_000n })
  expect(quote).toEqual({
    totalCents: 10_000n,
    feeCents: 399n,
    networkFeeCents: 50n,
    subtotalCents: 9_551n,
    purchaseAmount: '102.43',
  })
  const url = new URL(asked[0] as string)
  expect(url.origin + url.pathname).toBe(
    'https://api.moonpay.example/v3/currencies/usdc_base/buy_quote',
  )
  expect(Object.fromEntries(url.searchParams)).toEqual({
    apiKey: 'pk_test_key',
    baseCurrencyCode: 'eur',
    baseCurrencyAmount: '100.00',
    areFeesIncluded: 'true',
    paymentMethod: 'sepa_bank_transfer',
  })
  // The secret key is never sent with a quote.
  expect(asked[0]).not.toContain('sk_test_key')
})

test('MoonPay down is "unavailable", a refusal or an unreadable answer is "refused"', async () => {
  const provider = (status: number, body: unknown) =>
    moonPayProvider(SETTINGS, stub(status, body).fetchFn)
  await expect(provider(503, {}).quote(CHOICE, { totalCents: 10_000n })).rejects.toBeInstanceOf(
    ProviderUnavailableError,
  )
  const refused = provider(400, { message: 'Invalid baseCurrencyAmount', type: 'BadRequestError' })
  await expect(refused.quote(CHOICE, { totalCents: 10_000n })).rejects.toThrow(
    new ProviderRefusedError('MoonPay refused the quote (HTTP 400): Invalid baseCurrencyAmount'),
  )
  await expect(
    provider(200, { totalAmount: 'lots' }).quote(CHOICE, { totalCents: 10_000n }),
  ).rejects.toBeInstanceOf(ProviderRefusedError)
  const offline = moonPayProvider(SETTINGS, (async () => {
    throw new TypeError('fetch failed')
  }) as unknown as typeof fetch)
  await expect(offline.quote(CHOICE, { totalCents: 10_000n })).rejects.toBeInstanceOf(
    ProviderUnavailableError,
  )
})

test('the checkout URL is the widget with the purchase pre-filled, signed last', () => {
  const url = moonPayProvider(SETTINGS).checkoutUrl({
    ...CHOICE,
    purchaseId: 'p_abc',
    checkoutToken: 'unused',
    partnerUserId: 'visitor-1',
    address: '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe',
    quote: {
      totalCents: 10_000n,
      feeCents: 399n,
      networkFeeCents: 50n,
      subtotalCents: 9_551n,
      purchaseAmount: '102.43',
    },
  })
  const unsigned =
    'https://buy-sandbox.moonpay.com?apiKey=pk_test_key&currencyCode=usdc_base&walletAddress=0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe&baseCurrencyCode=eur&baseCurrencyAmount=100.00&paymentMethod=sepa_bank_transfer&externalTransactionId=p_abc&externalCustomerId=visitor-1'
  expect(url).toBe(
    `${unsigned}&signature=${encodeURIComponent(moonPaySignature(unsigned, 'sk_test_key'))}`,
  )
  expect(isMoonPaySignatureValid(url, 'sk_test_key')).toBe(true)
})

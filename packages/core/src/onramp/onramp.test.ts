import { expect, test, vi } from 'vitest'
import { inABrowserLikePage } from '../_test/browserLike.js'
import { createServicesFoyer } from '../_test/servicesFoyer.js'
import {
  getOnrampPurchase,
  getOnrampQuotes,
  onrampAmountText,
  startOnramp,
} from '../actions/onramp.js'
import { englishOf } from '../messages/englishText.js'
import { FALLBACK_ONRAMP_LIMITS, onrampAmountProblem, onrampLimits, providerFee } from './limits.js'
import { isOnrampRestricted } from './restricted.js'

// The instance mounts its adapters in a browser only.
inABrowserLikePage()

const quote = (provider: string, amount: string) => ({
  provider,
  [`${provider}Fee`]: { value: '1.50', currency: 'USD' },
  networkFee: { value: '0.10', currency: 'USD' },
  paymentSubtotal: { value: '98.40', currency: 'USD' },
  paymentTotal: { value: '100.00', currency: 'USD' },
  purchaseAmount: { value: amount, currency: 'fUSD' },
  quoteId: `${provider}-1`,
})

/** The services on fetch: `answers` by path; what was posted is kept. */
function serve(answers: Record<string, (body: Record<string, unknown>) => [number, unknown]>) {
  const posted: {
    path: string
    url: string
    body: Record<string, unknown>
    headers: Record<string, string>
  }[] = []
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = new URL(url).pathname
    const body = init?.body ? JSON.parse(String(init.body)) : {}
    posted.push({ path, url, body, headers: (init?.headers ?? {}) as Record<string, string> })
    const answer = answers[path]
    const [status, json] = answer
      ? answer(body)
      : [404, { error: { code: 'NOT_FOUND', message: 'no' } }]
    return new Response(JSON.stringify(json), { status })
  })
  return posted
}

const foyer = () => createServicesFoyer()

test('SPEC §9: card 10.00–7,500.00 and bank 10.00–25,000.00 unless the provider gives its own', () => {
  expect(onrampLimits(undefined, 'EUR', 'CARD')).toEqual(FALLBACK_ONRAMP_LIMITS.CARD)
  expect(onrampLimits(undefined, 'USD', 'BANK_ACCOUNT')).toEqual({ min: '10.00', max: '25000.00' })
  const options = {
    providers: [],
    purchaseCurrencies: [],
    paymentCurrencies: [
      { id: 'USD', payment_method_limits: [{ id: 'CARD', min: '20.00', max: '500.00' }] },
    ],
  }
  expect(onrampLimits(options, 'USD', 'CARD')).toEqual({ min: '20.00', max: '500.00' })
  const card = FALLBACK_ONRAMP_LIMITS.CARD
  expect(onrampAmountProblem('9.99', card)).toBe('below')
  expect(onrampAmountProblem('7500.01', card)).toBe('above')
  expect(onrampAmountProblem('7500', card)).toBeUndefined()
  expect(onrampAmountProblem('10.001', card)).toBe('invalid')
  expect(onrampAmountProblem('', card)).toBe('empty')
  expect(englishOf(onrampAmountText('above', card, 'USD'))).toBe(
    'The amount must be between 10.00 and 7,500.00 USD',
  )
})

test('SPEC §9: mainland China, Hong Kong and Macao are not served', () => {
  for (const zone of ['Asia/Shanghai', 'Asia/Hong_Kong', 'Asia/Macau', 'Asia/Urumqi'])
    expect(isOnrampRestricted(zone), zone).toBe(true)
  for (const zone of ['Asia/Taipei', 'Asia/Singapore', 'Europe/Berlin', 'America/New_York'])
    expect(isOnrampRestricted(zone), zone).toBe(false)
})

test("a quote's provider fee is the field named after the provider (SPEC §3)", () => {
  expect(providerFee(quote('sandbox', '98'))).toEqual({ value: '1.50', currency: 'USD' })
  expect(providerFee({ provider: 'other', sandboxFee: { value: '1', currency: 'USD' } })).toBe(
    undefined,
  )
})

test('every provider is asked; the best offer comes first; one failing does not hide the others', async () => {
  serve({
    '/v1/onramp/quote': (body) =>
      body.provider === 'down'
        ? [503, { error: { code: 'PROVIDER_DOWN', message: 'down' } }]
        : [200, quote(String(body.provider), body.provider === 'b' ? '99.00' : '98.00')],
  })
  const result = await getOnrampQuotes(foyer(), {
    providers: ['a', 'down', 'b'],
    purchaseCurrency: 'fUSD',
    paymentCurrency: 'USD',
    paymentMethod: 'CARD',
    amount: '100',
    network: 'eip155:1',
  })
  expect(result.quotes.map((q) => q.provider)).toEqual(['b', 'a'])
  expect(result.failures).toEqual([expect.objectContaining({ provider: 'down' })])
})

test('an amount over the limit is refused before any provider is asked, with the limits', async () => {
  const posted = serve({})
  await expect(
    getOnrampQuotes(foyer(), {
      providers: ['a'],
      purchaseCurrency: 'fUSD',
      paymentCurrency: 'EUR',
      paymentMethod: 'CARD',
      amount: '9000',
      network: 'eip155:1',
    }),
  ).rejects.toMatchObject({ shortMessage: 'The amount must be between 10.00 and 7,500.00 EUR' })
  expect(posted.filter((call) => call.path === '/v1/onramp/quote')).toEqual([])
})

test('a purchase goes to the connected account on its network, followed by its id and read token', async () => {
  const readToken = `rt_${'a'.repeat(43)}`
  const posted = serve({
    '/v1/generators/onrampurl': () => [200, { url: 'http://checkout.test/1', readToken }],
  })
  const instance = foyer()
  await instance.connect({ connectorUid: 'memory-1' })
  const { url, partnerUserId } = await startOnramp(instance, {
    provider: 'sandbox',
    quote: quote('sandbox', '98.00'),
    providerName: 'Sandbox',
    purchaseCurrency: 'fUSD',
    symbol: 'fUSD',
    paymentCurrency: 'USD',
    paymentMethod: 'CARD',
    amount: '100',
  })
  expect(url).toBe('http://checkout.test/1')
  expect(partnerUserId).toMatch(/^[A-Za-z0-9-]{1,49}$/)
  const body = posted.find((call) => call.path === '/v1/generators/onrampurl')?.body
  expect(body).toMatchObject({
    destinationWallets: [
      { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', blockchains: ['eip155:1'] },
    ],
    defaultNetwork: 'eip155:1',
    partnerUserId,
    defaultExperience: 'buy',
    presetFiatAmount: 100,
    provider: 'sandbox',
    quoteId: 'sandbox-1',
  })
  expect(instance.getState().onramp.purchase).toMatchObject({ partnerUserId, url, readToken })
  // Followed with the read token as a bearer credential, never in the URL (which logs keep).
  const asked = serve({ [`/v1/onramp/purchases/${partnerUserId}`]: () => [200, { purchases: [] }] })
  expect(await getOnrampPurchase(instance, { partnerUserId, readToken })).toBeUndefined()
  expect(asked[0]?.headers).toMatchObject({ authorization: `Bearer ${readToken}` })
  expect(asked[0]?.url).not.toContain(readToken)
})

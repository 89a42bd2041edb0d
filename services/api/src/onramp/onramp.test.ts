import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  onrampOptionsSchema,
  onrampPurchasesSchema,
  onrampQuoteSchema,
  onrampUrlSchema,
} from '@foyer/core/api'
import { DEVNET_TOKENS, SOLANA_DEVNET, SOLANA_DEVNET_TOKENS } from '@foyer/devnet'
import { fuzzRoutes } from '@foyer/server/testing'
import { address, createSolanaRpc, generateKeyPairSigner } from '@solana/kit'
import * as v from 'valibot'
import { createPublicClient, erc20Abi, getAddress, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CLIENT_PARAMS, CLIENT_QUERY, testApp, testConfig } from '../_test/app.js'
import { ENGINES, openTestDatabase } from '../_test/databases.js'
import type { App } from '../app.js'
import { DEFAULT_RATE_LIMITS, type ServiceConfig } from '../config.js'
import type { OpenDatabase } from '../db/database.js'
import { devnetOnramp } from '../dev/onramp.js'
import { isMoonPaySignatureValid } from './moonpay/sign.js'

const L1 = 'eip155:31337'
const LOCAL_SOLANA = `solana:${SOLANA_DEVNET.caipReference}`
const FUSD = DEVNET_TOKENS.find(
  (token) => token.symbol === 'fUSD',
) as (typeof DEVNET_TOKENS)[number]
const SOLANA_FUSD = SOLANA_DEVNET_TOKENS[0]
const MINUTE = 60_000

type Answer = {
  status: number
  headers: Headers
  body: Record<string, unknown> & {
    error?: { code: string; message: string }
    reasons?: { description: string }[]
  }
}
const reason = (answer: Answer) => answer.body.reasons?.[0]?.description
const refusal = (answer: Answer) => [answer.status, answer.body.error?.code, reason(answer)]

/** The test's configuration: the devnet's onramp, and limits no test file reaches. */
function onrampConfig(overrides: Partial<ServiceConfig> = {}): ServiceConfig {
  const base = testConfig()
  return {
    ...base,
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      freshReadsPerClient: { limit: 100_000, windowMs: MINUTE },
      freshReadsPerProject: { limit: 100_000, windowMs: MINUTE },
    },
    onramp: devnetOnramp(base.chains, base.solanaClusters ?? []),
    ...overrides,
  }
}

/** A test's view of the service. */
function client(app: App) {
  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    bearer?: string,
  ): Promise<Answer> {
    const response = await app.request(`${path}?${CLIENT_QUERY}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(bearer === undefined ? {} : { authorization: `Bearer ${bearer}` }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as Answer['body'],
    }
  }
  let partners = 0
  const partner = () => `visitor-${Date.now()}-${partners++}`
  const quote = (overrides: Record<string, unknown> = {}) =>
    call('POST', '/v1/onramp/quote', {
      purchaseCurrency: 'fUSD',
      paymentCurrency: 'USD',
      amount: '100.00',
      network: L1,
      paymentMethod: 'CARD',
      provider: 'sandbox',
      ...overrides,
    })
  const link = (destination: string, overrides: Record<string, unknown> = {}) => {
    const partnerUserId = (overrides.partnerUserId as string | undefined) ?? partner()
    const network = (overrides.defaultNetwork as string | undefined) ?? L1
    const token = (overrides.purchaseCurrency as string | undefined) ?? 'fUSD'
    return call('POST', '/v1/generators/onrampurl', {
      destinationWallets: [{ address: destination, blockchains: [network], assets: [token] }],
      defaultNetwork: network,
      partnerUserId,
      defaultExperience: 'buy',
      presetFiatAmount: 100,
      provider: 'sandbox',
      purchaseCurrency: token,
      paymentCurrency: 'USD',
      paymentMethod: 'CARD',
      ...overrides,
    }).then((answer) => ({ ...answer, partnerUserId }))
  }
  /** The purchases of a link's partner user id that its read token (or `bearer`) reads. */
  const purchases = async (
    { partnerUserId, body }: { partnerUserId: string; body: Record<string, unknown> },
    bearer = body.readToken as string,
  ) => {
    const answer = await call('GET', `/v1/onramp/purchases/${partnerUserId}`, undefined, bearer)
    expect(answer.status).toBe(200)
    return v.parse(onrampPurchasesSchema, answer.body).purchases
  }
  /** The checkout page (or status page) at `path`. */
  const page = async (path: string) => {
    const response = await app.request(path)
    return { status: response.status, headers: response.headers, html: await response.text() }
  }
  /** Posts one of the checkout's forms; its 303 leads back to the page. */
  const submit = async (
    path: string,
    action: 'card' | 'bank' | 'cancel',
    form: Record<string, string> = {},
  ) => {
    const response = await app.request(`${path}/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    })
    return {
      status: response.status,
      location: response.headers.get('location'),
      html: await response.text(),
    }
  }
  return { call, quote, link, purchases, page, submit, partner }
}

const freshEvmAddress = () => privateKeyToAccount(generatePrivateKey()).address
const TEST_CARD = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' }
const DECLINING_CARD = { number: '4000 0000 0000 0002', expiry: '12/39', cvc: '123' }

describe('the onramp with the sandbox provider on the devnet (SPEC §7 /v1/onramp, /v1/generators/onrampurl)', () => {
  let database: OpenDatabase
  let app: App
  let api: ReturnType<typeof client>
  let config: ServiceConfig
  beforeAll(async () => {
    database = await openTestDatabase('pglite')
    config = onrampConfig()
    app = await testApp(database, config)
    api = client(app)
  })
  afterAll(async () => {
    app.stopGateway()
    await database.close()
  })

  const fusdBalance = (owner: string) => {
    const chain = config.chains.find((candidate) => candidate.id === 31337)
    const reader = createPublicClient({ transport: http(chain?.rpcUrl) })
    return reader.readContract({
      address: FUSD.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [getAddress(owner)],
    })
  }

  test('options: the sandbox, the devnet tokens on their networks, USD and EUR with SPEC §9’s limits', async () => {
    const answer = await api.call('GET', '/v1/onramp/options')
    expect(answer.status).toBe(200)
    const options = v.parse(onrampOptionsSchema, answer.body)
    expect(options.providers).toEqual([
      { id: 'sandbox', name: 'Foyer Sandbox', paymentMethods: ['CARD', 'BANK_ACCOUNT'] },
    ])
    const fusd = options.purchaseCurrencies.find((token) => token.id === 'fUSD')
    expect(fusd).toEqual({
      id: 'fUSD',
      name: 'Foyer USD',
      symbol: 'fUSD',
      networks: [
        { name: 'Foyer Devnet', chainId: L1, contractAddress: FUSD.address, decimals: 6 },
        {
          name: 'Foyer Devnet L2',
          chainId: 'eip155:31338',
          contractAddress: FUSD.address,
          decimals: 6,
        },
        {
          name: SOLANA_DEVNET.name,
          chainId: LOCAL_SOLANA,
          contractAddress: SOLANA_FUSD.mint,
          decimals: 6,
        },
      ],
    })
    expect(
      options.purchaseCurrencies.find((token) => token.id === 'ETH')?.networks[0],
    ).toMatchObject({
      contractAddress: '',
      decimals: 18,
    })
    const limits = [
      { id: 'CARD', min: '10.00', max: '7500.00' },
      { id: 'BANK_ACCOUNT', min: '10.00', max: '25000.00' },
    ]
    expect(options.paymentCurrencies).toEqual([
      { id: 'USD', payment_method_limits: limits },
      { id: 'EUR', payment_method_limits: limits },
    ])
    // Guarded like every /v1 path: no project, no answer.
    expect((await app.request('/v1/onramp/options')).status).toBe(400)
  })

  test('a quote: the sandbox fee (1.5%) within 1–2%, parts that add up to the total, the fixed rate', async () => {
    const answer = await api.quote()
    expect(answer.status).toBe(200)
    const quote = v.parse(onrampQuoteSchema, answer.body)
    expect(quote).toEqual({
      provider: 'sandbox',
      sandboxFee: { value: '1.50', currency: 'USD' },
      networkFee: { value: '0.10', currency: 'USD' },
      paymentSubtotal: { value: '98.40', currency: 'USD' },
      paymentTotal: { value: '100.00', currency: 'USD' },
      purchaseAmount: { value: '98.4', currency: 'fUSD' },
      quoteId: expect.stringMatching(/^q_[A-Za-z0-9_-]{22}$/),
    })
    const cents = (money: { value: string }) => Math.round(Number(money.value) * 100)
    for (const [amount, currency, method] of [
      ['10.00', 'USD', 'CARD'],
      ['7500.00', 'USD', 'CARD'],
      ['25000.00', 'EUR', 'BANK_ACCOUNT'],
      ['333.33', 'EUR', 'CARD'],
      ['12.34', 'USD', 'BANK_ACCOUNT'],
    ] as const) {
      const { body } = await api.quote({ amount, paymentCurrency: currency, paymentMethod: method })
      const q = v.parse(onrampQuoteSchema, body)
      const fee = q.sandboxFee as { value: string; currency: string }
      expect(fee.currency).toBe(currency)
      expect(cents(fee) / cents(q.paymentTotal)).toBeGreaterThanOrEqual(0.01)
      expect(cents(fee) / cents(q.paymentTotal)).toBeLessThanOrEqual(0.02)
      expect(cents(q.paymentSubtotal) + cents(fee) + cents(q.networkFee)).toBe(
        cents(q.paymentTotal),
      )
      expect(q.paymentTotal).toEqual({ value: Number(amount).toFixed(2), currency })
    }
    // EUR at 1.08 USD: 98.40 EUR buy 106.272 fUSD; FOY at 0.50 USD; ETH at 3,000 USD; SOL on Solana.
    expect((await api.quote({ paymentCurrency: 'EUR' })).body.purchaseAmount).toEqual({
      value: '106.272',
      currency: 'fUSD',
    })
    expect((await api.quote({ purchaseCurrency: 'FOY' })).body.purchaseAmount).toEqual({
      value: '196.8',
      currency: 'FOY',
    })
    expect((await api.quote({ purchaseCurrency: 'ETH' })).body.purchaseAmount).toEqual({
      value: '0.0328',
      currency: 'ETH',
    })
    const sol = await api.quote({ purchaseCurrency: 'SOL', network: LOCAL_SOLANA })
    expect(sol.body.networkFee).toEqual({ value: '0.01', currency: 'USD' })
    expect(sol.body.purchaseAmount).toEqual({ value: '0.6566', currency: 'SOL' })
  })

  test('amounts outside the limits are refused with the limits, for card and bank, in USD and EUR', async () => {
    const cases = [
      ['9.99', 'USD', 'CARD', 'The amount must be between 10.00 and 7,500.00 USD'],
      ['7500.01', 'USD', 'CARD', 'The amount must be between 10.00 and 7,500.00 USD'],
      ['7500.01', 'EUR', 'CARD', 'The amount must be between 10.00 and 7,500.00 EUR'],
      ['9.99', 'EUR', 'BANK_ACCOUNT', 'The amount must be between 10.00 and 25,000.00 EUR'],
      ['25000.01', 'USD', 'BANK_ACCOUNT', 'The amount must be between 10.00 and 25,000.00 USD'],
      ['0', 'USD', 'CARD', 'The amount must be between 10.00 and 7,500.00 USD'],
    ] as const
    for (const [amount, currency, method, description] of cases)
      expect(
        refusal(await api.quote({ amount, paymentCurrency: currency, paymentMethod: method })),
      ).toEqual([400, 'AMOUNT_OUT_OF_LIMITS', description])
    expect((await api.quote({ amount: '25000.00', paymentMethod: 'BANK_ACCOUNT' })).status).toBe(
      200,
    )
  })

  test('unknown currencies, tokens, networks, methods and providers are 400s that name them', async () => {
    expect(refusal(await api.quote({ paymentCurrency: 'GBP' }))).toEqual([
      400,
      'UNKNOWN_PAYMENT_CURRENCY',
      'Unknown payment currency GBP: expected USD, EUR',
    ])
    expect(refusal(await api.quote({ purchaseCurrency: 'DOGE' }))).toEqual([
      400,
      'UNKNOWN_PURCHASE_CURRENCY',
      'Unknown purchase currency DOGE',
    ])
    expect(refusal(await api.quote({ network: 'eip155:1' }))).toEqual([
      400,
      'UNSUPPORTED_NETWORK',
      `fUSD is not sold on network eip155:1: expected eip155:31337, eip155:31338, ${LOCAL_SOLANA}`,
    ])
    expect(refusal(await api.quote({ purchaseCurrency: 'USDT', network: LOCAL_SOLANA }))[1]).toBe(
      'UNSUPPORTED_NETWORK',
    )
    expect(refusal(await api.quote({ paymentMethod: 'PAYPAL' }))).toEqual([
      400,
      'UNKNOWN_PAYMENT_METHOD',
      'Unknown payment method PAYPAL: expected CARD, BANK_ACCOUNT',
    ])
    expect(refusal(await api.quote({ provider: 'moonpay' }))).toEqual([
      400,
      'UNKNOWN_PROVIDER',
      'Unknown provider moonpay: expected sandbox',
    ])
    const malformed = await api.quote({ amount: '10.001' })
    expect(malformed.status).toBe(400)
    expect(reason(malformed)).toMatch(/^Invalid body: amount: expected a decimal amount/)
    expect((await api.quote({ network: 'mainnet' })).status).toBe(400)
  })

  test('SPEC §7’s bodies as written: a quote and a link without provider or method, networks by name', async () => {
    // Exactly the fields §7 lists: the catalogue picks the provider and card, and a network may be named.
    const seedQuote = {
      purchaseCurrency: 'fUSD',
      paymentCurrency: 'USD',
      amount: '100.00',
      network: L1,
    }
    const quote = await api.call('POST', '/v1/onramp/quote', seedQuote)
    expect(quote.status).toBe(200)
    expect(v.parse(onrampQuoteSchema, quote.body)).toMatchObject({
      provider: 'sandbox',
      paymentTotal: { value: '100.00', currency: 'USD' },
      purchaseAmount: { value: '98.4', currency: 'fUSD' },
    })
    const byName = await api.call('POST', '/v1/onramp/quote', {
      purchaseCurrency: 'FOY',
      paymentCurrency: 'EUR',
      amount: '20.00',
      network: 'foyer-devnet-l2',
    })
    expect(byName.status).toBe(200)
    expect(byName.body.purchaseAmount).toMatchObject({ currency: 'FOY' })
    expect(
      refusal(await api.call('POST', '/v1/onramp/quote', { ...seedQuote, network: 'Atlantis' })),
    ).toEqual([
      400,
      'UNSUPPORTED_NETWORK',
      expect.stringMatching(/^fUSD is not sold on network Atlantis/),
    ])
    // A link with only §7's fields: the token is the first the receiving wallet lists for the network.
    const destination = freshEvmAddress()
    const partnerUserId = api.partner()
    const link = await api.call('POST', '/v1/generators/onrampurl', {
      destinationWallets: [
        { address: destination, blockchains: ['Foyer Devnet'], assets: ['FOY'] },
      ],
      defaultNetwork: 'Foyer Devnet',
      partnerUserId,
      defaultExperience: 'buy',
      presetFiatAmount: 50,
    })
    expect(link.status).toBe(200)
    expect(v.parse(onrampUrlSchema, link.body).url).toContain('/onramp/sandbox/checkout/')
    const [purchase] = await api.purchases({ body: link.body, partnerUserId })
    expect(purchase).toMatchObject({
      provider: 'sandbox',
      network: L1,
      destination: `${L1}:${destination}`,
      paymentTotal: { value: '50.00', currency: 'USD' },
      purchaseAmount: { currency: 'FOY' },
    })
  })

  test('a checkout link for the sandbox is its checkout page, and records a pending purchase', async () => {
    const destination = freshEvmAddress()
    const answer = await api.link(destination)
    expect(answer.status).toBe(200)
    const { url } = v.parse(onrampUrlSchema, answer.body)
    expect(url).toMatch(
      /^http:\/\/127\.0\.0\.1:4000\/onramp\/sandbox\/checkout\/[A-Za-z0-9_-]{43}$/,
    )
    const [purchase, ...others] = await api.purchases(answer)
    expect(others).toEqual([])
    expect(purchase).toMatchObject({
      id: expect.stringMatching(/^p_/),
      provider: 'sandbox',
      status: 'pending',
      purchaseAmount: { value: '98.4', currency: 'fUSD' },
      paymentTotal: { value: '100.00', currency: 'USD' },
      network: L1,
      destination: `${L1}:${destination}`,
    })
    // The purchase's public id opens no checkout.
    expect((await api.page(`/onramp/sandbox/checkout/${purchase?.id}`)).status).toBe(404)
    // Another partner user id lists nothing with this token; a malformed one is named.
    expect(await api.purchases({ partnerUserId: 'nobody-here', body: answer.body })).toEqual([])
    expect(
      refusal(
        await api.call(
          'GET',
          '/v1/onramp/purchases/bad%20id',
          undefined,
          `${answer.body.readToken}`,
        ),
      )[1],
    ).toBe('INVALID_PARTNER_USER_ID')
  })

  test('a link may name its quote; an unknown, expired or different quote is refused', async () => {
    const { body: quote } = await api.quote({ amount: '50.00' })
    const named = await api.link(freshEvmAddress(), {
      quoteId: quote.quoteId,
      presetFiatAmount: 50,
    })
    expect(named.status).toBe(200)
    expect((await api.purchases(named))[0]?.purchaseAmount).toEqual(quote.purchaseAmount)
    expect(refusal(await api.link(freshEvmAddress(), { quoteId: 'q_unknown' }))[1]).toBe(
      'QUOTE_EXPIRED',
    )
    expect(
      refusal(
        await api.link(freshEvmAddress(), { quoteId: quote.quoteId, presetFiatAmount: 60 }),
      )[1],
    ).toBe('QUOTE_MISMATCH')
    expect(
      refusal(
        await api.link(freshEvmAddress(), { quoteId: quote.quoteId, paymentCurrency: 'EUR' }),
      )[1],
    ).toBe('QUOTE_MISMATCH')
    // By token amount (Pay): exactly 25 fUSD, for the smallest total that covers it and the fees.
    const byToken = await api.link(freshEvmAddress(), {
      presetFiatAmount: undefined,
      presetCryptoAmount: 25,
    })
    expect(byToken.status).toBe(200)
    const [purchase] = await api.purchases(byToken)
    expect(purchase?.purchaseAmount).toEqual({ value: '25', currency: 'fUSD' })
    expect(purchase?.paymentTotal).toEqual({ value: '25.49', currency: 'USD' })
    expect(refusal(await api.link(freshEvmAddress(), { presetFiatAmount: undefined }))[1]).toBe(
      'AMOUNT_REQUIRED',
    )
    expect(refusal(await api.link(freshEvmAddress(), { presetFiatAmount: 8000 }))).toEqual([
      400,
      'AMOUNT_OUT_OF_LIMITS',
      'The amount must be between 10.00 and 7,500.00 USD',
    ])
  })

  test('a destination address that is not valid for the network is a 400', async () => {
    const solanaAddress = (await generateKeyPairSigner()).address
    const evm = freshEvmAddress()
    const cases: [string, string][] = [
      ['0x1234', L1],
      [solanaAddress, L1],
      // EIP-55's example address with one letter's case changed: a typo, not an address.
      ['0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', L1],
      [evm, LOCAL_SOLANA],
      ['0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl', LOCAL_SOLANA],
    ]
    for (const [destination, network] of cases) {
      const answer = await api.link(destination, { defaultNetwork: network })
      expect(answer.status, destination).toBe(400)
      expect(answer.body.error?.code, destination).toBe('INVALID_ADDRESS')
      expect(reason(answer)).toContain(network)
    }
    expect(refusal(await api.link(evm, { partnerUserId: 'x'.repeat(50) }))[0]).toBe(400)
    expect(refusal(await api.link(evm, { destinationWallets: [] }))[0]).toBe(400)
    const elsewhere = await api.link(evm, {
      destinationWallets: [{ address: evm, blockchains: ['eip155:31338'] }],
    })
    expect(refusal(elsewhere)[1]).toBe('NO_DESTINATION')
  })

  test('checkout with the test card: completed, and the destination’s fUSD balance rose by the amount', async () => {
    const destination = freshEvmAddress()
    const { body, partnerUserId } = await api.link(destination)
    const path = new URL(body.url as string).pathname
    const shown = await api.page(path)
    expect(shown.status).toBe(200)
    const csp = shown.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(
      /default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; form-action 'self'/,
    )
    expect(shown.headers.get('referrer-policy')).toBe('no-referrer')
    expect(shown.html).not.toMatch(/<script|\son[a-z]+=/i)
    expect(shown.html).toContain('<h1>Buy 98.4 fUSD</h1>')
    expect(shown.html).toContain('<dt>Sandbox fee (1.5%)</dt><dd>1.50 USD</dd>')
    expect(shown.html).toContain('<dt class="total">Total</dt><dd class="total">100.00 USD</dd>')
    for (const id of ['card-number', 'card-expiry', 'card-cvc'])
      expect(shown.html).toMatch(new RegExp(`<label for="${id}">[^<]+</label>.*<input id="${id}"`))

    const before = await fusdBalance(destination)
    const paid = await api.submit(path, 'card', TEST_CARD)
    expect([paid.status, paid.location]).toEqual([303, path])
    const [purchase] = await api.purchases({ body, partnerUserId })
    expect(purchase?.status).toBe('completed')
    expect(purchase?.transactionHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect((await fusdBalance(destination)) - before).toBe(98_400_000n)

    const done = await api.page(path)
    expect(done.html).toContain('Your tokens have arrived')
    expect(done.html).toContain(purchase?.transactionHash as string)
    // Paying again sends nothing more.
    expect((await api.submit(path, 'card', TEST_CARD)).status).toBe(303)
    expect((await api.submit(path, 'bank')).status).toBe(303)
    expect((await fusdBalance(destination)) - before).toBe(98_400_000n)
  })

  test('the declining card fails the purchase; a mistyped card keeps it pending; cancel abandons it', async () => {
    const declined = await api.link(freshEvmAddress())
    const declinedPath = new URL(declined.body.url as string).pathname
    const mistyped = await api.submit(declinedPath, 'card', {
      ...TEST_CARD,
      number: '4242 4242 4242 4241',
    })
    expect(mistyped.status).toBe(400)
    expect(mistyped.html).toContain('aria-invalid="true"')
    expect(mistyped.html).toContain('role="alert"')
    expect((await api.purchases(declined))[0]?.status).toBe('pending')
    expect((await api.submit(declinedPath, 'card', DECLINING_CARD)).status).toBe(303)
    const [failed] = await api.purchases(declined)
    expect(failed).toMatchObject({
      status: 'failed',
      failureReason: 'The card was declined (test card 4000 0000 0000 0002)',
    })
    expect(failed?.transactionHash).toBeUndefined()
    expect((await api.page(declinedPath)).html).toContain('The purchase failed')

    const cancelled = await api.link(freshEvmAddress())
    const cancelledPath = new URL(cancelled.body.url as string).pathname
    expect((await api.submit(cancelledPath, 'cancel')).status).toBe(303)
    expect((await api.purchases(cancelled))[0]?.status).toBe('abandoned')
    expect((await api.page(cancelledPath)).html).toContain('Purchase cancelled')
    // A cancelled purchase cannot be paid afterwards.
    expect((await api.submit(cancelledPath, 'card', TEST_CARD)).status).toBe(303)
    expect((await api.purchases(cancelled))[0]?.status).toBe('abandoned')
  })

  test('bank transfer on the local Solana cluster: fUSD arrives in the destination’s token account', async () => {
    const destination = (await generateKeyPairSigner()).address
    const { body, partnerUserId } = await api.link(destination, {
      defaultNetwork: LOCAL_SOLANA,
      paymentMethod: 'BANK_ACCOUNT',
      presetFiatAmount: '20',
    })
    expect(body.url).toBeDefined()
    expect((await api.submit(new URL(body.url as string).pathname, 'bank')).status).toBe(303)
    const [purchase] = await api.purchases({ body, partnerUserId })
    // 20.00 − 0.30 fee − 0.01 network fee = 19.69 fUSD
    expect(purchase).toMatchObject({
      status: 'completed',
      purchaseAmount: { value: '19.69', currency: 'fUSD' },
    })
    const rpc = createSolanaRpc(config.solanaClusters?.[0]?.rpcUrl as string)
    const { value } = await rpc
      .getTokenAccountsByOwner(
        address(destination),
        { mint: address(SOLANA_FUSD.mint) },
        { encoding: 'jsonParsed' },
      )
      .send()
    expect(value.map((entry) => entry.account.data.parsed.info.tokenAmount.amount)).toEqual([
      '19690000',
    ])
  })

  test('a payout the treasury cannot make fails the purchase with the reason, sending nothing', async () => {
    // Not on loopback: the sandbox's treasury never pays out there, whatever its keys.
    const remote = onrampConfig({
      chains: config.chains.map((chain) => ({
        ...chain,
        rpcUrl: chain.rpcUrl.replace('127.0.0.1', 'chain.example'),
      })),
    })
    const remoteApp = await testApp(database, remote)
    const remoteApi = client(remoteApp)
    const { body, partnerUserId } = await remoteApi.link(freshEvmAddress())
    expect(
      (await remoteApi.submit(new URL(body.url as string).pathname, 'card', TEST_CARD)).status,
    ).toBe(303)
    const [purchase] = await remoteApi.purchases({ body, partnerUserId })
    expect(purchase?.status).toBe('failed')
    expect(purchase?.failureReason).toMatch(
      /^The sandbox pays out only from its devnet treasury, on a local network/,
    )
    remoteApp.stopGateway()
  })

  test('fuzz: random requests to the onramp are answered, never 5xx', async () => {
    const { body } = await api.link(freshEvmAddress())
    const token = new URL(body.url as string).pathname.split('/').pop() as string
    const failures = await fuzzRoutes({
      routes: [
        { method: 'GET', path: '/v1/onramp/options' },
        { method: 'POST', path: '/v1/onramp/quote' },
        { method: 'POST', path: '/v1/generators/onrampurl' },
        { method: 'GET', path: '/v1/onramp/purchases/:partnerUserId' },
        { method: 'GET', path: '/onramp/sandbox/checkout/:token' },
        { method: 'POST', path: '/onramp/sandbox/checkout/:token/:action' },
      ],
      cases: 600,
      send: async (method, url, init) => app.request(url, { method, ...init }),
      knownParams: CLIENT_PARAMS,
      knownSegments: [token, 'card', 'bank', 'visitor-1'],
      origins: ['http://app.test'],
    })
    expect(failures).toEqual([])
    // Bodies close to valid ones, one field broken at a time: 4xx, never 5xx.
    const valid: Record<string, unknown> = {
      purchaseCurrency: 'fUSD',
      paymentCurrency: 'USD',
      amount: '100.00',
      network: L1,
      paymentMethod: 'CARD',
      provider: 'sandbox',
    }
    const noise = [
      '',
      ' ',
      '0',
      '-1',
      '1e9',
      '99999999999',
      'NaN',
      null,
      12,
      [],
      {},
      '\u0000',
      'eip155:',
      'solana:x',
      '0x',
    ]
    let seed = 11
    const random = (max: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
      return seed % max
    }
    for (let i = 0; i < 120; i++) {
      const keys = Object.keys(valid)
      const key = keys[random(keys.length)] as string
      const broken = { ...valid, [key]: noise[random(noise.length)] }
      const quote = await api.call('POST', '/v1/onramp/quote', broken)
      expect(quote.status, JSON.stringify(broken)).toBeLessThan(500)
      const link = await api.link(freshEvmAddress(), { ...broken, defaultNetwork: broken.network })
      expect(link.status, JSON.stringify(broken)).toBeLessThan(500)
    }
  }, 120_000)
})

describe.each(ENGINES)('two payments of one checkout at once, on %s', (engine) => {
  let database: OpenDatabase
  let app: App
  beforeAll(async () => {
    database = await openTestDatabase(engine)
    app = await testApp(database, onrampConfig())
  })
  afterAll(async () => {
    app.stopGateway()
    await database.close()
  })

  test('send the tokens once', async () => {
    const api = client(app)
    const destination = freshEvmAddress()
    const { body, partnerUserId } = await api.link(destination, { presetFiatAmount: 10 })
    const path = new URL(body.url as string).pathname
    const answers = await Promise.all([
      api.submit(path, 'card', TEST_CARD),
      api.submit(path, 'bank'),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([303, 303])
    const [purchase] = await api.purchases({ body, partnerUserId })
    expect(purchase?.status).toBe('completed')
    const chain = testConfig().chains[0]
    const reader = createPublicClient({ transport: http(chain?.rpcUrl) })
    const balance = await reader.readContract({
      address: FUSD.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [destination],
    })
    // 10.00 − 0.15 − 0.10 = 9.75 fUSD, once.
    expect(balance).toBe(9_750_000n)
  })
})

describe('MoonPay through the API, against a local stand-in (MoonPay cannot be reached from here)', () => {
  let database: OpenDatabase
  let server: Server
  let answer: { status: number; body: unknown } = { status: 200, body: {} }
  let app: App
  beforeAll(async () => {
    server = createServer((_, response) => {
      response.writeHead(answer.status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(answer.body))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    database = await openTestDatabase('pglite')
    const base = onrampConfig()
    app = await testApp(database, {
      ...base,
      onramp: {
        purchaseCurrencies: base.onramp?.purchaseCurrencies ?? [],
        moonpay: {
          apiKey: 'pk_test_key',
          secretKey: 'sk_test_key',
          currencyCodes: { [`fUSD@${L1}`]: 'fusd_foyer' },
          widgetUrl: 'https://buy-sandbox.moonpay.com',
          apiUrl: `http://127.0.0.1:${port}`,
        },
      },
    })
  })
  afterAll(async () => {
    app.stopGateway()
    await database.close()
    await new Promise((resolve) => server.close(resolve))
  })

  test('quotes carry moonpayFee; MoonPay refusing is a 502, down a 503; links are signed widget URLs', async () => {
    const api = client(app)
    const options = v.parse(onrampOptionsSchema, (await api.call('GET', '/v1/onramp/options')).body)
    expect(options.providers.map((provider) => provider.id)).toEqual(['moonpay'])
    expect(options.purchaseCurrencies.map((token) => token.id)).toEqual(['fUSD'])

    answer = {
      status: 200,
      body: {
        quoteCurrencyAmount: 95.41,
        feeAmount: 3.99,
        extraFeeAmount: 0,
        networkFeeAmount: 0.6,
        totalAmount: 100,
      },
    }
    const quoted = await api.quote({ provider: 'moonpay' })
    expect(quoted.status).toBe(200)
    expect(v.parse(onrampQuoteSchema, quoted.body)).toMatchObject({
      provider: 'moonpay',
      moonpayFee: { value: '3.99', currency: 'USD' },
      networkFee: { value: '0.60', currency: 'USD' },
      paymentSubtotal: { value: '95.41', currency: 'USD' },
      paymentTotal: { value: '100.00', currency: 'USD' },
      purchaseAmount: { value: '95.41', currency: 'fUSD' },
    })

    const destination = freshEvmAddress()
    const link = await api.link(destination, { provider: 'moonpay', quoteId: quoted.body.quoteId })
    expect(link.status).toBe(200)
    const url = link.body.url as string
    expect(
      url.startsWith('https://buy-sandbox.moonpay.com?apiKey=pk_test_key&currencyCode=fusd_foyer&'),
    ).toBe(true)
    expect(new URL(url).searchParams.get('walletAddress')).toBe(destination)
    expect(new URL(url).searchParams.get('externalCustomerId')).toBe(link.partnerUserId)
    expect(isMoonPaySignatureValid(url, 'sk_test_key')).toBe(true)
    expect(url).not.toContain('sk_test_key')
    expect((await api.purchases(link))[0]).toMatchObject({
      provider: 'moonpay',
      status: 'pending',
    })

    answer = { status: 400, body: { message: 'Unsupported currency', type: 'BadRequestError' } }
    expect(refusal(await api.quote({ provider: 'moonpay' }))).toEqual([
      502,
      'PROVIDER_ERROR',
      'MoonPay refused the quote (HTTP 400): Unsupported currency',
    ])
    answer = { status: 503, body: {} }
    const down = await api.quote({ provider: 'moonpay' })
    expect(refusal(down)).toEqual([
      503,
      'PROVIDER_UNAVAILABLE',
      'MoonPay is unavailable (HTTP 503): try again in a moment',
    ])
    expect(down.headers.get('retry-after')).toBe('10')
    // Bad input is still a 400, never the provider's 5xx.
    expect((await api.quote({ provider: 'moonpay', amount: '5.00' })).status).toBe(400)
    expect((await api.quote({ provider: 'moonpay', purchaseCurrency: 'FOY' })).status).toBe(400)
  })
})

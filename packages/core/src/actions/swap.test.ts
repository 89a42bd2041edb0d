import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createMemoryAdapter } from '../_test/memoryAdapter.js'
import { NATIVE_TOKEN_ADDRESS as SCHEMA_NATIVE } from '../api/convertSchemas.js'
import { NATIVE_TOKEN_ADDRESS } from '../constants.js'
import { createFoyer } from '../createFoyer.js'
import { ServiceNotConfiguredError } from '../errors/data.js'
import { SwapError } from '../errors/swap.js'
import type { KeyedText } from '../messages/displayText.js'
import { en } from '../messages/en.js'
import { englishOf } from '../messages/englishText.js'
import { getSwapQuote } from './getSwapQuote.js'
import { getSwapTokens } from './getSwapTokens.js'
import { approveSwap, swap } from './swap.js'
import { validateSwap } from './swapContext.js'

/** A check's answer (a catalogue key) in English. */
const said = (problem: KeyedText | undefined) => problem && englishOf(problem)

// The swap service is tested against the devnet's AMM in services/api, and the whole path in a browser in
// e2e/swap.spec.ts; here its answers are given directly, to test the client's rules around them.

const USER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ROUTER = '0xcAFBf38790B6C9c27523623546990fD5D2dFB1c7'
const ETH = {
  name: 'Ether',
  symbol: 'ETH',
  address: `eip155:1:${NATIVE_TOKEN_ADDRESS}`,
  decimals: 18,
  logoUri: '',
}
const FUSD = {
  name: 'Foyer USD',
  symbol: 'fUSD',
  address: 'eip155:1:0x1111111111111111111111111111111111111111',
  decimals: 6,
  logoUri: '',
}
const ELSEWHERE = { ...FUSD, address: 'eip155:10:0x1111111111111111111111111111111111111111' }
const quote = (toAmount: string) => ({
  fromAccount: ETH.address,
  fromAmount: '500000000000000000',
  toAccount: FUSD.address,
  toAmount,
  route: [ETH.address, FUSD.address],
  priceImpact: 0.5,
  gasLimit: '125000',
  networkFee: '125000000000000',
})

let answers: Record<string, () => unknown>
beforeEach(() => {
  vi.stubGlobal('window', {})
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url).pathname
      const answer = Object.entries(answers).find(([suffix]) => path.endsWith(suffix))?.[1]
      return answer ? Response.json(answer()) : Response.json({}, { status: 404 })
    }),
  )
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const requested = () => vi.mocked(fetch).mock.calls.map(([url]) => new URL(String(url)))

async function connected(
  namespace: 'eip155' | 'solana' = 'eip155',
  /** null: no services. */
  apiUrl: string | null = 'http://api.test',
) {
  const adapter = createMemoryAdapter({ namespace })
  const foyer = createFoyer({
    adapters: [adapter],
    projectId: 'p',
    apiUrl: apiUrl ?? undefined,
    storage: null,
    features: { analytics: false },
  })
  await foyer.connect({ connectorUid: adapter.connector.uid })
  vi.mocked(fetch).mockClear()
  return { foyer, adapter }
}

test('the coin is named by one address in the constants and in the answers’ schemas', () => {
  expect(SCHEMA_NATIVE).toBe(NATIVE_TOKEN_ADDRESS)
})

test('validation texts: tokens, network, then the amount as Send checks it', () => {
  const network = { caipNetworkId: 'eip155:1' } as unknown as Parameters<typeof validateSwap>[1]
  const check = (input: Partial<Parameters<typeof validateSwap>[0]>, balance?: string) =>
    said(validateSwap({ amount: '1', fromToken: ETH, toToken: FUSD, ...input }, network, balance))
  expect(check({ toToken: undefined })).toBe('Choose a token to pay with and one to receive')
  expect(check({ toToken: ETH })).toBe('Choose two different tokens')
  expect(check({ toToken: ELSEWHERE })).toBe(
    'These tokens are not on the network you are connected to',
  )
  expect(check({ amount: ' ' })).toBe('Enter an amount')
  expect(check({ amount: 'abc' })).toBe('Not a number')
  expect(check({ amount: '0' })).toBe('Enter an amount greater than zero')
  expect(check({ fromToken: FUSD, toToken: ETH, amount: '0.0000001' })).toBe(
    'fUSD has at most 6 decimals',
  )
  expect(check({ amount: '3' }, '2.5')).toBe('Not enough ETH for this amount')
  expect(check({ amount: '2.5' }, '2.5')).toBeUndefined()
})

test('swaps are EVM only: elsewhere the view does not open and the actions say why (SPEC §6, §8)', async () => {
  const { foyer } = await connected('solana')
  await expect(getSwapTokens(foyer)).rejects.toMatchObject({
    name: 'SwapError',
    shortMessage: 'Network not supported for Swaps',
    code: 'UNSUPPORTED_CHAIN',
  })
  expect(foyer.open({ view: 'Swap' })).toBe(false)
  expect(vi.mocked(console.warn).mock.calls.flat().join('\n')).toContain(
    'The Swap view was not opened (open): Network not supported for Swaps (solana).',
  )
  expect(requested()).toEqual([])
})

test('swaps need the services: without them the view does not open and the actions say so', async () => {
  const { foyer } = await connected('eip155', null)
  await expect(getSwapTokens(foyer)).rejects.toBeInstanceOf(ServiceNotConfiguredError)
  expect(foyer.open({ view: 'Swap', arguments: { amount: '1' } })).toBe(false)
  expect(vi.mocked(console.warn).mock.calls.flat().join('\n')).toContain(
    'features.swaps needs apiUrl and projectId',
  )
})

test('open Swap with arguments: the view has them', async () => {
  const { foyer } = await connected()
  const opened = { amount: '25', fromToken: 'fUSD', toToken: 'USDT' }
  expect(foyer.open({ view: 'Swap', arguments: opened })).toBe(true)
  expect(foyer.getState().router.history).toEqual([{ view: 'Swap', arguments: opened }])
})

test('a quote: the gas price first, the quote at that price, and an approval when the allowance is short', async () => {
  const { foyer } = await connected()
  answers = {
    '/gas-price': () => ({ standard: '1000000000', fast: '2000000000', instant: '3000000000' }),
    '/quotes': () => ({ quotes: [{ ...quote('3000000000000000'), fromAccount: FUSD.address }] }),
    '/allowance': () => ({ allowance: '9999999', spender: ROUTER }),
  }
  const result = await getSwapQuote(foyer, { fromToken: FUSD, toToken: ETH, amount: '10' })
  expect(result).toMatchObject({
    toAmount: '0.003',
    minimumToAmount: '0.00297',
    slippagePercent: 1,
    rate: expect.closeTo(0.0003, 12),
    networkFee: '0.000125',
    needsApproval: true,
  })
  const quotes = requested().find((url) => url.pathname.endsWith('/quotes'))
  expect(Object.fromEntries(quotes?.searchParams ?? [])).toMatchObject({
    amount: '10000000',
    from: FUSD.address,
    to: ETH.address,
    userAddress: USER,
    gasPrice: '1000000000',
  })
  // Exactly enough allowed: no approval.
  answers['/allowance'] = () => ({ allowance: '10000000', spender: ROUTER })
  expect(
    (await getSwapQuote(foyer, { fromToken: FUSD, toToken: ETH, amount: '10' })).needsApproval,
  ).toBe(false)
  // The coin needs none and is never asked about.
  vi.mocked(fetch).mockClear()
  answers['/quotes'] = () => ({ quotes: [quote('1500000000')] })
  expect(
    (await getSwapQuote(foyer, { fromToken: ETH, toToken: FUSD, amount: '0.5' })).needsApproval,
  ).toBe(false)
  expect(requested().some((url) => url.pathname.endsWith('/allowance'))).toBe(false)
  // Asked to approve the coin anyway, the action says why not, and builds nothing.
  await expect(
    approveSwap(foyer, { fromToken: ETH, toToken: FUSD, amount: '0.5' }),
  ).rejects.toThrow(en.swapCoinNeedsNoApproval)
  expect(requested().some((url) => url.pathname.endsWith('/build-approve'))).toBe(false)
})

test('a swap is sent only as the visitor saw it', async () => {
  const { foyer, adapter } = await connected()
  const seen = quote('1500000000')
  const built = (minimumToAmount: string, from = USER, value = '500000000000000000') => ({
    tx: { from, to: ROUTER, data: '0x7ff36ab5', value },
    quote: seen,
    minimumToAmount,
    deadline: 2_000_000_000,
  })
  answers = { '/balance': () => ({ balances: [] }) }
  const input = { fromToken: ETH, toToken: FUSD, amount: '0.5', quote: seen }

  // More than the wallet holds (1.2345 ETH): refused before anything is built.
  await expect(swap(foyer, { ...input, amount: '2' })).rejects.toThrow(
    'Not enough ETH for this amount',
  )
  expect(requested().some((url) => url.pathname.endsWith('/build-transaction'))).toBe(false)

  // The pools moved against the visitor since their quote: the new minimum is below the one they saw.
  answers['/build-transaction'] = () => built('1484999999')
  await expect(swap(foyer, input)).rejects.toMatchObject({ code: 'PRICE_MOVED' })
  // Built for another account, or for another value: not what was asked for.
  answers['/build-transaction'] = () => built('1485000000', ROUTER)
  await expect(swap(foyer, input)).rejects.toThrow(
    'The swap service built a different transaction from the one you asked for, so nothing was sent.',
  )
  answers['/build-transaction'] = () => built('1485000000', USER, '1')
  await expect(swap(foyer, input)).rejects.toBeInstanceOf(SwapError)
  expect(adapter.sent).toEqual([])

  // As seen (1% below the quote): sent once, with the coin as value, and tracked until mined.
  answers['/build-transaction'] = () => built('1485000000')
  await expect(swap(foyer, input)).resolves.toMatchObject({ fromAmount: '0.5', toAmount: '1500' })
  expect(adapter.sent).toEqual([
    { to: ROUTER, amount: 500_000_000_000_000_000n, data: '0x7ff36ab5' },
  ])
  expect(foyer.getState().pendingTransactions.at(-1)?.status).toBe('success')
  const body = vi
    .mocked(fetch)
    .mock.calls.find(([url]) => String(url).includes('/build-transaction'))?.[1]?.body
  expect(JSON.parse(String(body))).toMatchObject({
    amount: '500000000000000000',
    eip155: { slippage: 1 },
    from: ETH.address,
    to: FUSD.address,
    userAddress: USER,
    projectId: foyer.options.projectId,
    disableEstimate: false,
  })
})

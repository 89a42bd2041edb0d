import { expect, test, vi } from 'vitest'
import {
  connectedSwapper,
  ETH,
  FUSD,
  SWAP_ROUTER,
  SWAP_USER,
  serveSwap,
  swapQuote,
} from '../_test/swapService.js'
import { getSwapQuote } from './getSwapQuote.js'

const { answers, requested } = serveSwap()

test('a quote: the gas price first, the quote at that price, and an approval when the allowance is short', async () => {
  const { foyer } = await connectedSwapper()
  Object.assign(answers, {
    '/gas-price': () => ({ standard: '1000000000', fast: '2000000000', instant: '3000000000' }),
    '/quotes': () => ({
      quotes: [{ ...swapQuote('3000000000000000'), fromAccount: FUSD.address }],
    }),
    '/allowance': () => ({ allowance: '9999999', spender: SWAP_ROUTER }),
  })
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
    userAddress: SWAP_USER,
    gasPrice: '1000000000',
  })
  // Exactly enough allowed: no approval.
  answers['/allowance'] = () => ({ allowance: '10000000', spender: SWAP_ROUTER })
  expect(
    (await getSwapQuote(foyer, { fromToken: FUSD, toToken: ETH, amount: '10' })).needsApproval,
  ).toBe(false)
  // The coin needs none and is never asked about.
  vi.mocked(fetch).mockClear()
  answers['/quotes'] = () => ({ quotes: [swapQuote('1500000000')] })
  expect(
    (await getSwapQuote(foyer, { fromToken: ETH, toToken: FUSD, amount: '0.5' })).needsApproval,
  ).toBe(false)
  expect(requested().some((url) => url.pathname.endsWith('/allowance'))).toBe(false)
})

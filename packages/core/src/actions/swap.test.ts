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
import { SwapError } from '../errors/swap.js'
import { swap } from './swap.js'

const { answers, requested } = serveSwap()

test('a swap is sent only as the visitor saw it', async () => {
  const { foyer, adapter } = await connectedSwapper()
  const seen = swapQuote('1500000000')
  const built = (minimumToAmount: string, from = SWAP_USER, value = '500000000000000000') => ({
    tx: { from, to: SWAP_ROUTER, data: '0x7ff36ab5', value },
    quote: seen,
    minimumToAmount,
    deadline: 2_000_000_000,
  })
  answers['/balance'] = () => ({ balances: [] })
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
  answers['/build-transaction'] = () => built('1485000000', SWAP_ROUTER)
  await expect(swap(foyer, input)).rejects.toThrow(
    'The swap service built a different transaction from the one you asked for, so nothing was sent.',
  )
  answers['/build-transaction'] = () => built('1485000000', SWAP_USER, '1')
  await expect(swap(foyer, input)).rejects.toBeInstanceOf(SwapError)
  expect(adapter.sent).toEqual([])

  // As seen (1% below the quote): sent once, with the coin as value, and tracked until mined.
  answers['/build-transaction'] = () => built('1485000000')
  await expect(swap(foyer, input)).resolves.toMatchObject({ fromAmount: '0.5', toAmount: '1500' })
  expect(adapter.sent).toEqual([
    { to: SWAP_ROUTER, amount: 500_000_000_000_000_000n, data: '0x7ff36ab5' },
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
    userAddress: SWAP_USER,
    projectId: foyer.options.projectId,
    disableEstimate: false,
  })
})

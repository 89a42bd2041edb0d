import { expect, test } from 'vitest'
import { connectedSwapper, ETH, FUSD, SWAP_USER, serveSwap } from '../_test/swapService.js'
import { en } from '../messages/en.js'
import { approveSwap } from './approveSwap.js'

const { answers, requested } = serveSwap()
const FUSD_CONTRACT = '0x1111111111111111111111111111111111111111'

test('the coin needs no approval: asked anyway, the action says why not, and builds nothing', async () => {
  const { foyer } = await connectedSwapper()
  await expect(
    approveSwap(foyer, { fromToken: ETH, toToken: FUSD, amount: '0.5' }),
  ).rejects.toThrow(en.swapCoinNeedsNoApproval)
  expect(requested().some((url) => url.pathname.endsWith('/build-approve'))).toBe(false)
})

test('the router may take exactly the amount of the swap, sent with no value and followed until mined', async () => {
  const { foyer, adapter } = await connectedSwapper()
  const held = {
    name: FUSD.name,
    symbol: FUSD.symbol,
    chainId: 'eip155:1',
    address: FUSD.address,
    value: 20,
    price: 1,
    quantity: { decimals: '6', numeric: '20' },
    iconUrl: '',
  }
  Object.assign(answers, {
    '/balance': () => ({ balances: [held] }),
    '/build-approve': () => ({
      tx: { from: SWAP_USER, to: FUSD_CONTRACT, data: '0x095ea7b3', value: '0' },
    }),
  })
  // More than the visitor holds: nothing is built.
  await expect(approveSwap(foyer, { fromToken: FUSD, toToken: ETH, amount: '21' })).rejects.toThrow(
    'Not enough fUSD for this amount',
  )
  expect(requested().some((url) => url.pathname.endsWith('/build-approve'))).toBe(false)

  const hash = await approveSwap(foyer, { fromToken: FUSD, toToken: ETH, amount: '12.5' })
  const built = requested().find((url) => url.pathname.endsWith('/build-approve'))
  expect(Object.fromEntries(built?.searchParams ?? [])).toMatchObject({
    amount: '12500000',
    from: FUSD.address,
    to: ETH.address,
    userAddress: SWAP_USER,
  })
  expect(adapter.sent).toEqual([{ to: FUSD_CONTRACT, amount: 0n, data: '0x095ea7b3' }])
  expect(foyer.getState().pendingTransactions.at(-1)).toMatchObject({ hash, status: 'success' })
})

import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { connectedSender, RECEIVER, SEND_ETH, SEND_USDT } from '../_test/sendTokens.js'
import { estimateSendFee } from './estimateSendFee.js'

beforeEach(() => {
  vi.stubGlobal('window', {})
})
afterEach(() => vi.unstubAllGlobals())

test('the fee in the network’s coin, and in dollars when the coin is sent (its price is known)', async () => {
  const { foyer } = await connectedSender()
  // The memory adapter's fee: 21,000 gas at 1 gwei.
  const coin = await estimateSendFee(foyer, { token: SEND_ETH, amount: '1', to: RECEIVER })
  expect(coin).toMatchObject({ value: 21_000_000_000_000n, formatted: '0.000021', symbol: 'ETH' })
  expect(coin.usd).toBeCloseTo(0.063, 10)
  const token = await estimateSendFee(foyer, { token: SEND_USDT, amount: '1', to: RECEIVER })
  expect(token.usd).toBeUndefined()
})

test('a send that would be refused is not estimated: the same texts as sending', async () => {
  const { foyer } = await connectedSender()
  await expect(
    estimateSendFee(foyer, { token: SEND_ETH, amount: '3', to: RECEIVER }),
  ).rejects.toMatchObject({ shortMessage: 'Not enough ETH for this amount' })
  foyer.store.setState({ activeNamespace: 'bip122' })
  await expect(
    estimateSendFee(foyer, { token: SEND_ETH, amount: '1', to: RECEIVER }),
  ).rejects.toMatchObject({ code: 'UNSUPPORTED_CHAIN' })
})

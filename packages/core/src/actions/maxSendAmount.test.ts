import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { connectedSender, SEND_ETH, SEND_USDT } from '../_test/sendTokens.js'
import { maxSendAmount } from './maxSendAmount.js'

beforeEach(() => {
  vi.stubGlobal('window', {})
})
afterEach(() => vi.unstubAllGlobals())

test('Max: a token’s whole balance; the coin’s balance less 1.2 × the network fee', async () => {
  const { foyer } = await connectedSender()
  expect(await maxSendAmount(foyer, { token: SEND_USDT })).toBe('100')
  // The memory adapter's fee: 21,000 gas at 1 gwei = 0.000021 SEND_ETH; × 1.2 = 0.0000252.
  expect(await maxSendAmount(foyer, { token: SEND_ETH })).toBe('2.4999748')
})

test('Max of the coin where nothing can send is the balance: nothing is estimated', async () => {
  const { foyer } = await connectedSender()
  foyer.store.setState({ activeNamespace: 'bip122' })
  expect(await maxSendAmount(foyer, { token: SEND_ETH })).toBe('2.5')
})

import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createMemoryAdapter } from '../_test/memoryAdapter.js'
import { PENDING_TRANSACTIONS_LIMIT } from '../constants.js'
import { createFoyer } from '../createFoyer.js'
import { englishOf } from '../messages/englishText.js'
import type { SendToken } from '../state/types.js'
import { maxSendAmount, validateSend as problemOf, sendTokens } from './send.js'

// What the check says, in English (it answers a catalogue key).
const validateSend = (...args: Parameters<typeof problemOf>) => {
  const problem = problemOf(...args)
  return problem && englishOf(problem)
}

beforeEach(() => {
  vi.stubGlobal('window', {})
})
afterEach(() => vi.unstubAllGlobals())

const ETH: SendToken = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  decimals: 18,
  balance: '2.5',
  price: 3000,
}
const USDT: SendToken = {
  ...ETH,
  name: 'Tether USD',
  symbol: 'USDT',
  decimals: 6,
  balance: '100',
  price: 1,
  address: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
}
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

async function connected() {
  const adapter = createMemoryAdapter()
  const foyer = createFoyer({ adapters: [adapter], projectId: 'p', storage: null })
  await foyer.connect({ connectorUid: adapter.connector.uid })
  return { foyer, adapter }
}

test('validation texts, in SPEC order', () => {
  const send = {
    token: undefined,
    sendTokenAmount: '',
    receiverAddress: '',
    error: undefined,
  }
  expect(validateSend(send, undefined)).toBe('An amount and receiver address are required')
  expect(validateSend({ ...send, sendTokenAmount: '1' }, undefined)).toBe(
    'An amount and receiver address are required',
  )
  expect(
    validateSend({ ...send, sendTokenAmount: '1', receiverAddress: RECEIVER }, undefined),
  ).toBe('A token is required')
  const ready = { ...send, token: ETH, sendTokenAmount: '1', receiverAddress: RECEIVER }
  expect(validateSend(ready, undefined)).toBeUndefined()
  const network = { chainNamespace: 'eip155' } as never
  expect(validateSend({ ...ready, receiverAddress: '0x1234' }, network)).toBe(
    'Enter a valid address for this network',
  )
  expect(validateSend({ ...ready, sendTokenAmount: '3' }, network)).toBe(
    'Not enough ETH for this amount',
  )
  expect(validateSend({ ...ready, sendTokenAmount: '0' }, network)).toBe(
    'Enter an amount greater than zero',
  )
  expect(validateSend({ ...ready, token: USDT, sendTokenAmount: '1.1234567' }, network)).toBe(
    'USDT has at most 6 decimals',
  )
  // Issue 21, item 7: letters are not a number; a decimal comma is one where the locale writes it.
  expect(validateSend({ ...ready, sendTokenAmount: 'abc' }, network)).toBe('Not a number')
  expect(validateSend({ ...ready, sendTokenAmount: '1,5' }, network, 'en-US')).toBe('Not a number')
  expect(validateSend({ ...ready, sendTokenAmount: '1,5' }, network, 'de-DE')).toBeUndefined()
  expect(validateSend({ ...ready, sendTokenAmount: '1.5' }, network, 'de-DE')).toBeUndefined()
  expect(validateSend({ ...ready, sendTokenAmount: '1,5,0' }, network, 'de-DE')).toBe(
    'Not a number',
  )
  expect(validateSend({ ...ready, sendTokenAmount: '.5' }, network)).toBeUndefined()
})

test('a native send: value to the receiver, tracked as pending until mined', async () => {
  const { foyer, adapter } = await connected()
  foyer.open()
  const hash = await sendTokens(foyer, { token: ETH, amount: '1.5', to: RECEIVER })
  expect(adapter.sent).toEqual([{ to: RECEIVER, amount: 1_500_000_000_000_000_000n }])
  const state = foyer.getState()
  // The action returns its result; what the modal shows next is the modal's (no router, no toast here).
  expect(state.router.view).toBe('Account')
  expect(state.toast).toBeUndefined()
  expect(state.pendingTransactions).toEqual([
    { hash, caipNetworkId: 'eip155:1', status: 'pending' },
  ])
  await vi.waitFor(() => expect(foyer.getState().pendingTransactions[0]?.status).toBe('success'))
})

test('once a send is mined, balances and Activity are refetched', async () => {
  const { foyer } = await connected()
  const activityKey = ['foyer', 'activity', 'eip155:1', 'me']
  foyer.queryClient.setQueryData(activityKey, { pages: [], pageParams: [] })
  await sendTokens(foyer, { token: ETH, amount: '0.1', to: RECEIVER })
  await vi.waitFor(() =>
    expect(foyer.queryClient.getQueryState(activityKey)?.isInvalidated).toBe(true),
  )
})

test('a token send goes through transfer(receiver, amount) on the token', async () => {
  const { foyer, adapter } = await connected()
  await sendTokens(foyer, { token: USDT, amount: '12.5', to: RECEIVER })
  expect(adapter.sent).toEqual([{ to: RECEIVER, amount: 12_500_000n, token: USDT.address }])
})

test('a wallet rejection is a UserRejectedRequestError with a clear text', async () => {
  const { foyer, adapter } = await connected()
  adapter.rejectNextTransfer()
  await expect(sendTokens(foyer, { token: ETH, amount: '1', to: RECEIVER })).rejects.toMatchObject({
    name: 'UserRejectedRequestError',
    shortMessage: 'Request rejected in the wallet',
  })
})

test("a namespace without send (SPEC §6): 'Unsupported chain'", async () => {
  const { foyer } = await connected()
  foyer.store.setState({ activeNamespace: 'bip122' })
  await expect(sendTokens(foyer, { token: ETH, amount: '1', to: RECEIVER })).rejects.toMatchObject({
    shortMessage: 'Unsupported chain',
    code: 'UNSUPPORTED_CHAIN',
  })
})

test('an invalid send never reaches the wallet', async () => {
  const { foyer, adapter } = await connected()
  await expect(sendTokens(foyer, { token: ETH, amount: '', to: RECEIVER })).rejects.toMatchObject({
    shortMessage: 'An amount and receiver address are required',
  })
  await expect(
    sendTokens(foyer, { token: undefined, amount: '1', to: RECEIVER }),
  ).rejects.toMatchObject({ shortMessage: 'A token is required' })
  expect(adapter.sent).toEqual([])
})

test('Max: a token’s whole balance; the coin’s balance less 1.2 × the network fee', async () => {
  const { foyer } = await connected()
  expect(await maxSendAmount(foyer, { token: USDT })).toBe('100')
  // The memory adapter's fee: 21,000 gas at 1 gwei = 0.000021 ETH; × 1.2 = 0.0000252.
  expect(await maxSendAmount(foyer, { token: ETH })).toBe('2.4999748')
})

test('at most 99 pending transactions are kept, newest last', async () => {
  const { foyer } = await connected()
  foyer.store.setState({
    pendingTransactions: Array.from({ length: 99 }, (_, index) => ({
      hash: `old${index}`,
      caipNetworkId: 'eip155:1',
      status: 'pending' as const,
    })),
  })
  const hash = await sendTokens(foyer, { token: ETH, amount: '0.1', to: RECEIVER })
  const pending = foyer.getState().pendingTransactions
  expect(pending).toHaveLength(PENDING_TRANSACTIONS_LIMIT)
  expect(pending[0]?.hash).toBe('old1')
  expect(pending.at(-1)?.hash).toBe(hash)
})

test('a decimal comma is sent as the amount it means in a locale that writes one', async () => {
  const adapter = createMemoryAdapter()
  const foyer = createFoyer({ adapters: [adapter], projectId: 'p', storage: null, locale: 'de-DE' })
  await foyer.connect({ connectorUid: adapter.connector.uid })
  await sendTokens(foyer, { token: ETH, amount: '1,5', to: RECEIVER })
  expect(adapter.sent).toEqual([{ to: RECEIVER, amount: 1_500_000_000_000_000_000n }])
})

import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createMemoryAdapter } from '../_test/memoryAdapter.js'
import { PENDING_TRANSACTIONS_LIMIT } from '../constants.js'
import { createFoyer } from '../createFoyer.js'
import type { SendToken } from '../state/types.js'
import { maxSendAmount, sendTokens, updateSend, validateSend } from './send.js'

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
  await foyer.connect({ connectorUid: 'memory-1' })
  return { foyer, adapter }
}

test('validation texts, in SPEC order', () => {
  const send = {
    token: undefined,
    sendTokenAmount: '',
    receiverAddress: '',
    loading: false,
    error: undefined,
    lastHash: undefined,
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
  expect(validateSend({ ...ready, sendTokenAmount: 'abc' }, network)).toBe(
    'Enter an amount greater than zero',
  )
})

test('a native send: value to the receiver, state reset, back to Account, tracked as pending', async () => {
  const { foyer, adapter } = await connected()
  foyer.open({ view: 'Send' })
  updateSend(foyer, { token: ETH, sendTokenAmount: '1.5', receiverAddress: RECEIVER })
  const hash = await sendTokens(foyer)
  expect(adapter.sent).toEqual([{ to: RECEIVER, amount: 1_500_000_000_000_000_000n }])
  const state = foyer.getState()
  expect(state.send).toMatchObject({
    token: undefined,
    sendTokenAmount: '',
    receiverAddress: '',
    loading: false,
    lastHash: hash,
  })
  expect(state.router.view).toBe('Account')
  expect(state.pendingTransactions).toEqual([
    { hash, caipNetworkId: 'eip155:1', status: 'pending' },
  ])
  await vi.waitFor(() => expect(foyer.getState().pendingTransactions[0]?.status).toBe('success'))
})

test('once a send is mined, Activity is reset so that it reloads with the send', async () => {
  const { foyer } = await connected()
  foyer.store.setState({
    activity: {
      key: 'loaded',
      items: [],
      next: undefined,
      done: true,
      loading: false,
      error: undefined,
    },
  })
  updateSend(foyer, { token: ETH, sendTokenAmount: '0.1', receiverAddress: RECEIVER })
  await sendTokens(foyer)
  await vi.waitFor(() => expect(foyer.getState().activity.key).toBeUndefined())
})

test('a token send goes through transfer(receiver, amount) on the token', async () => {
  const { foyer, adapter } = await connected()
  updateSend(foyer, { token: USDT, sendTokenAmount: '12.5', receiverAddress: RECEIVER })
  await sendTokens(foyer)
  expect(adapter.sent).toEqual([{ to: RECEIVER, amount: 12_500_000n, token: USDT.address }])
})

test('a wallet rejection shows a clear error and keeps what the visitor typed', async () => {
  const { foyer, adapter } = await connected()
  updateSend(foyer, { token: ETH, sendTokenAmount: '1', receiverAddress: RECEIVER })
  adapter.rejectNextTransfer()
  await expect(sendTokens(foyer)).rejects.toMatchObject({ name: 'UserRejectedRequestError' })
  expect(foyer.getState().send).toMatchObject({
    token: ETH,
    sendTokenAmount: '1',
    receiverAddress: RECEIVER,
    loading: false,
    error: 'Request rejected in the wallet',
  })
})

test("any namespace but eip155 and solana: 'Unsupported chain'", async () => {
  const { foyer } = await connected()
  updateSend(foyer, { token: ETH, sendTokenAmount: '1', receiverAddress: RECEIVER })
  foyer.store.setState({ activeNamespace: 'bip122' })
  await expect(sendTokens(foyer)).rejects.toMatchObject({ shortMessage: 'Unsupported chain' })
  expect(foyer.getState().send.error).toBe('Unsupported chain')
})

test('an invalid send never reaches the wallet', async () => {
  const { foyer, adapter } = await connected()
  updateSend(foyer, { token: ETH, sendTokenAmount: '', receiverAddress: RECEIVER })
  await expect(sendTokens(foyer)).rejects.toMatchObject({
    shortMessage: 'An amount and receiver address are required',
  })
  expect(adapter.sent).toEqual([])
})

test('Max: a token’s whole balance; the coin’s balance less 1.2 × the network fee', async () => {
  const { foyer } = await connected()
  updateSend(foyer, { token: USDT })
  expect(await maxSendAmount(foyer)).toBe('100')
  updateSend(foyer, { token: ETH })
  // The memory adapter's fee: 21,000 gas at 1 gwei = 0.000021 ETH; × 1.2 = 0.0000252.
  expect(await maxSendAmount(foyer)).toBe('2.4999748')
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
  updateSend(foyer, { token: ETH, sendTokenAmount: '0.1', receiverAddress: RECEIVER })
  const hash = await sendTokens(foyer)
  const pending = foyer.getState().pendingTransactions
  expect(pending).toHaveLength(PENDING_TRANSACTIONS_LIMIT)
  expect(pending[0]?.hash).toBe('old1')
  expect(pending.at(-1)?.hash).toBe(hash)
})

import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { connectedSender, RECEIVER, SEND_ETH, SEND_USDT } from '../_test/sendTokens.js'
import { PENDING_TRANSACTIONS_LIMIT } from '../constants.js'
import { sendTokens } from './sendTokens.js'

beforeEach(() => {
  vi.stubGlobal('window', {})
})
afterEach(() => vi.unstubAllGlobals())

test('a native send: value to the receiver, tracked as pending until mined', async () => {
  const { foyer, adapter } = await connectedSender()
  foyer.open()
  const hash = await sendTokens(foyer, { token: SEND_ETH, amount: '1.5', to: RECEIVER })
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
  const { foyer } = await connectedSender()
  const activityKey = ['foyer', 'activity', 'eip155:1', 'me']
  foyer.queryClient.setQueryData(activityKey, { pages: [], pageParams: [] })
  await sendTokens(foyer, { token: SEND_ETH, amount: '0.1', to: RECEIVER })
  await vi.waitFor(() =>
    expect(foyer.queryClient.getQueryState(activityKey)?.isInvalidated).toBe(true),
  )
})

test('a token send goes through transfer(receiver, amount) on the token', async () => {
  const { foyer, adapter } = await connectedSender()
  await sendTokens(foyer, { token: SEND_USDT, amount: '12.5', to: RECEIVER })
  expect(adapter.sent).toEqual([{ to: RECEIVER, amount: 12_500_000n, token: SEND_USDT.address }])
})

test('a wallet rejection is a UserRejectedRequestError with a clear text', async () => {
  const { foyer, adapter } = await connectedSender()
  adapter.rejectNextTransfer()
  await expect(
    sendTokens(foyer, { token: SEND_ETH, amount: '1', to: RECEIVER }),
  ).rejects.toMatchObject({
    name: 'UserRejectedRequestError',
    shortMessage: 'Request rejected in the wallet',
  })
})

test("a namespace without send (SPEC §6): 'Unsupported chain'", async () => {
  const { foyer } = await connectedSender()
  foyer.store.setState({ activeNamespace: 'bip122' })
  await expect(
    sendTokens(foyer, { token: SEND_ETH, amount: '1', to: RECEIVER }),
  ).rejects.toMatchObject({
    shortMessage: 'Unsupported chain',
    code: 'UNSUPPORTED_CHAIN',
  })
})

test('an invalid send never reaches the wallet', async () => {
  const { foyer, adapter } = await connectedSender()
  await expect(
    sendTokens(foyer, { token: SEND_ETH, amount: '', to: RECEIVER }),
  ).rejects.toMatchObject({
    shortMessage: 'An amount and receiver address are required',
  })
  await expect(
    sendTokens(foyer, { token: undefined, amount: '1', to: RECEIVER }),
  ).rejects.toMatchObject({ shortMessage: 'A token is required' })
  expect(adapter.sent).toEqual([])
})

test('at most 99 pending transactions are kept, newest last', async () => {
  const { foyer } = await connectedSender()
  foyer.store.setState({
    pendingTransactions: Array.from({ length: 99 }, (_, index) => ({
      hash: `old${index}`,
      caipNetworkId: 'eip155:1',
      status: 'pending' as const,
    })),
  })
  const hash = await sendTokens(foyer, { token: SEND_ETH, amount: '0.1', to: RECEIVER })
  const pending = foyer.getState().pendingTransactions
  expect(pending).toHaveLength(PENDING_TRANSACTIONS_LIMIT)
  expect(pending[0]?.hash).toBe('old1')
  expect(pending.at(-1)?.hash).toBe(hash)
})

test('a decimal comma is sent as the amount it means in a locale that writes one', async () => {
  const { foyer, adapter } = await connectedSender('de-DE')
  await sendTokens(foyer, { token: SEND_ETH, amount: '1,5', to: RECEIVER })
  expect(adapter.sent).toEqual([{ to: RECEIVER, amount: 1_500_000_000_000_000_000n }])
})

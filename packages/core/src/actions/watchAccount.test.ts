import { expect, test, vi } from 'vitest'
import { inABrowserLikePage } from '../_test/browserLike.js'
import { createTwoFamilyFoyer } from '../_test/twoFamilies.js'
import { setThemeMode } from './setThemeMode.js'
import { watchAccount } from './watchAccount.js'

inABrowserLikePage()

test('calls back with the account (as getAccount reads it) when the active namespace’s account changes', async () => {
  const { foyer, evm } = createTwoFamilyFoyer()
  const onChange = vi.fn()
  watchAccount(foyer, onChange)
  await foyer.connect({ connectorUid: evm.connector.uid })
  expect(onChange).toHaveBeenLastCalledWith(
    expect.objectContaining({
      status: 'connected',
      namespace: 'eip155',
      isConnected: true,
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    }),
  )
  // Its status went connecting, then connected.
  expect(onChange.mock.calls.map(([account]) => account.status)).toEqual([
    'connecting',
    'connected',
  ])
})

test('not for another namespace’s account, nor for unrelated state', async () => {
  const { foyer, solana } = createTwoFamilyFoyer()
  const onChange = vi.fn()
  watchAccount(foyer, onChange, 'eip155')
  setThemeMode(foyer, 'dark')
  await foyer.connect({ connectorUid: solana.connector.uid })
  expect(foyer.getState().accounts.solana?.status).toBe('connected')
  expect(onChange).not.toHaveBeenCalled()
})

test('the namespace given is watched whichever is active', async () => {
  const { foyer, evm, solana } = createTwoFamilyFoyer()
  const onChange = vi.fn()
  watchAccount(foyer, onChange, 'solana')
  await foyer.connect({ connectorUid: evm.connector.uid })
  expect(onChange).not.toHaveBeenCalled()
  await foyer.connect({ connectorUid: solana.connector.uid })
  expect(onChange).toHaveBeenLastCalledWith(
    expect.objectContaining({ namespace: 'solana', isConnected: true }),
  )
})

test('the unsubscribe it returns stops it', async () => {
  const { foyer, evm } = createTwoFamilyFoyer()
  const onChange = vi.fn()
  const stop = watchAccount(foyer, onChange)
  await foyer.connect({ connectorUid: evm.connector.uid })
  const calls = onChange.mock.calls.length
  stop()
  await foyer.disconnect()
  expect(foyer.getState().accounts.eip155?.status).toBe('disconnected')
  expect(onChange).toHaveBeenCalledTimes(calls)
})

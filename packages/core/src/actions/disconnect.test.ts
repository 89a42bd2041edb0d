import { describe, expect, test } from 'vitest'
import { inABrowserLikePage } from '../_test/browserLike.js'
import { createMemoryAdapter, createMemorySession, memoryStorage } from '../_test/memoryAdapter.js'
import { createTwoFamilyFoyer } from '../_test/twoFamilies.js'
import { createFoyer } from '../createFoyer.js'
import { disconnect } from './disconnect.js'

inABrowserLikePage()

test('one namespace alone, or every connected one; a session’s namespaces go together', async () => {
  const { foyer, evm, solana } = createTwoFamilyFoyer()
  await foyer.connect({ connectorUid: evm.connector.uid })
  await foyer.connect({ connectorUid: solana.connector.uid })
  await disconnect(foyer, { namespace: 'solana' })
  expect(foyer.getState().accounts).toMatchObject({
    eip155: { status: 'connected' },
    solana: { status: 'disconnected' },
  })
  await disconnect(foyer)
  expect(foyer.getState().accounts.eip155?.status).toBe('disconnected')
  // Nothing connected is left to ask: the wallet is not asked twice.
  expect([evm.calls.disconnect, solana.calls.disconnect]).toEqual([1, 1])

  const shared = createTwoFamilyFoyer({ session: createMemorySession() })
  await shared.foyer.connect({ connectorUid: 'session-1' })
  await disconnect(shared.foyer, { namespace: 'eip155' })
  expect(shared.foyer.getState().accounts).toMatchObject({
    eip155: { status: 'disconnected' },
    solana: { status: 'disconnected' },
  })
  // Core asks each side of the session itself, not only the one named.
  expect([shared.evm.calls.disconnect, shared.solana.calls.disconnect]).toEqual([1, 1])
})

describe.each(['eip155', 'solana'] as const)('on %s', (namespace) => {
  test('disconnect resets state even when the wallet fails, and reports DISCONNECT_ERROR', async () => {
    const storage = memoryStorage()
    const adapter = createMemoryAdapter({ namespace, failDisconnect: true })
    const foyer = createFoyer({ adapters: [adapter], projectId: 'p', storage })
    await foyer.connect({ connectorUid: adapter.connector.uid })
    foyer.open()
    const events: string[] = []
    foyer.events.subscribe((event) => events.push(event.type))
    await expect(foyer.disconnect()).rejects.toMatchObject({
      shortMessage: 'Failed to disconnect',
      code: 'DISCONNECT_ERROR',
      details: `Failed to disconnect chain ${namespace}: wallet is busy`,
    })
    expect(foyer.getState().accounts[namespace]?.status).toBe('disconnected')
    expect(foyer.getState().accounts[namespace]?.address).toBeUndefined()
    expect(storage.map.get(`foyer.connectionStatus.${namespace}`)).toBe('"disconnected"')
    // The modal showed the account that went away: it closes (and says so to analytics).
    expect(events).toEqual(['MODAL_CLOSE', 'DISCONNECT_ERROR'])
    expect(foyer.getState().open).toBe(false)
  })
})

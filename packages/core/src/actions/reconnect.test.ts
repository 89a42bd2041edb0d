import { describe, expect, test } from 'vitest'
import '../_test/deferredPartsLoaded.js'
import { inABrowserLikePage } from '../_test/browserLike.js'
import { createMemoryAdapter, memoryStorage } from '../_test/memoryAdapter.js'
import { createFoyer } from '../createFoyer.js'
import { reconnect } from './reconnect.js'

// createFoyer starts a reconnect of its own in a browser; these tests call it again, as a host may.
inABrowserLikePage()

describe.each(['eip155', 'solana'] as const)('on %s', (namespace) => {
  const make = (authorized: boolean) => createMemoryAdapter({ namespace, authorized })

  test('a stored connection the wallet no longer allows ends disconnected', async () => {
    const storage = memoryStorage({
      [`foyer.connectionStatus.${namespace}`]: '"connected"',
      [`foyer.address.${namespace}`]: '"cached"',
    })
    const foyer = createFoyer({ adapters: [make(false)], projectId: 'p', storage })
    await reconnect(foyer)
    expect(foyer.getState().accounts[namespace]?.status).toBe('disconnected')
    expect(foyer.getState().accounts[namespace]?.address).toBeUndefined()
    expect(storage.map.get(`foyer.connectionStatus.${namespace}`)).toBe('"disconnected"')
    expect(storage.map.has(`foyer.address.${namespace}`)).toBe(false)
  })

  test('a stored disconnected status clears the cached address and does not reconnect', async () => {
    const storage = memoryStorage({
      [`foyer.connectionStatus.${namespace}`]: '"disconnected"',
      [`foyer.address.${namespace}`]: '"stale"',
    })
    const adapter = make(true)
    const foyer = createFoyer({ adapters: [adapter], projectId: 'p', storage })
    await reconnect(foyer)
    expect(storage.map.has(`foyer.address.${namespace}`)).toBe(false)
    expect(foyer.getState().accounts[namespace]?.status).toBe('disconnected')
    expect(adapter.calls.reconnect).toBe(0)
  })

  test('only one reconnect runs at a time', async () => {
    const storage = memoryStorage({ [`foyer.connectionStatus.${namespace}`]: '"connected"' })
    const adapter = make(true)
    let release = () => {}
    adapter.holdReconnect(new Promise<void>((resolve) => (release = resolve)))
    const foyer = createFoyer({ adapters: [adapter], projectId: 'p', storage })
    const running = reconnect(foyer)
    expect(reconnect(foyer)).toBe(running)
    release()
    await running
    expect(adapter.calls.reconnect).toBe(1)
    await reconnect(foyer)
    expect(adapter.calls.reconnect).toBe(2)
  })
})

test('a reconnect called right after createFoyer waits for a mount that ends a chunk later (a login begun before this page load)', async () => {
  const adapter = createMemoryAdapter({ namespace: 'solana', authorized: true })
  // Like the Solana adapter's: the login pending from before the page load is known once its chunk arrived.
  let pendingLogin = false
  let endMount = () => {}
  const mounting = new Promise<void>((resolve) => {
    endMount = () => {
      pendingLogin = true
      resolve()
    }
  })
  Object.assign(adapter, { mounted: () => mounting, hasPendingLogin: () => pendingLogin })
  const foyer = createFoyer({ adapters: [adapter], projectId: 'p', storage: memoryStorage() })
  const running = reconnect(foyer)
  endMount()
  await running
  expect(adapter.calls.reconnect).toBe(1)
  expect(foyer.getState().accounts.solana?.status).toBe('connected')
})

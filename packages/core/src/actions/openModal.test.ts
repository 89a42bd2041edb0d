import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { createFoyer } from '../createFoyer.js'

// The user agent is read once per page; this file is a phone from the start.
beforeAll(() => {
  vi.stubGlobal('navigator', {
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
  })
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterAll(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

test('SPEC §2: on a phone with no adapters the modal opens on AllWallets; with it turned off, on Connect', () => {
  const foyer = createFoyer({ adapters: [], projectId: 'p', storage: null })
  expect(foyer.open()).toBe(true)
  expect(foyer.getState().router.view).toBe('AllWallets')

  const off = createFoyer({
    adapters: [],
    projectId: 'p',
    storage: null,
    features: { allWallets: false },
  })
  expect(off.open()).toBe(true)
  expect(off.getState().router.view).toBe('Connect')
})

test("SPEC §8: a WalletConnect view without a WalletConnect connector is not opened: 'wallet-connect connector not found'", async () => {
  const warn = vi.mocked(console.warn)
  warn.mockClear()
  const foyer = createFoyer({ adapters: [], storage: null })
  // A view asked for is checked once the deferred parts are there (the next test: before).
  await foyer.internal.deferredParts
  expect(
    foyer.open({ view: 'ConnectingWalletConnectBasic', arguments: { connectorUid: 'wc-1' } }),
  ).toBe(false)
  expect(foyer.getState().open).toBe(false)
  expect(warn).toHaveBeenCalledWith(
    '[foyer] The ConnectingWalletConnectBasic view was not opened (open): wallet-connect connector not found (WalletConnect needs a projectId).',
  )

  // With a projectId, the uid must be a WalletConnect connector's.
  const withProject = createFoyer({ adapters: [], projectId: 'p', storage: null })
  expect(
    withProject.open({ view: 'ConnectingWalletConnect', arguments: { connectorUid: 'wc-1' } }),
  ).toBe(false)
  expect(warn).toHaveBeenLastCalledWith(
    '[foyer] The ConnectingWalletConnect view was not opened (open): wallet-connect connector not found (no WalletConnect connector has uid wc-1).',
  )
  withProject.store.setState({
    connectors: [
      {
        id: 'walletConnect',
        uid: 'wc-1',
        name: 'WalletConnect',
        type: 'walletConnect',
        namespaces: ['eip155'],
      },
    ],
  })
  expect(
    withProject.open({ view: 'ConnectingWalletConnect', arguments: { connectorUid: 'wc-1' } }),
  ).toBe(true)
  foyer.destroy()
  withProject.destroy()
})

test('a view asked for before the deferred parts arrive opens, or is refused, when they do; the initial view opens at once', async () => {
  // A fresh module graph: the deferred parts not loaded yet.
  vi.resetModules()
  const { createFoyer: createFresh } = await import('../createFoyer.js')
  const warn = vi.mocked(console.warn)
  warn.mockClear()
  const foyer = createFresh({ adapters: [], projectId: 'p', storage: null })
  expect(foyer.open({ view: 'Networks' })).toBe(true)
  expect(foyer.getState().open).toBe(false)
  const refused = createFresh({ adapters: [], storage: null })
  expect(
    refused.open({ view: 'ConnectingWalletConnectBasic', arguments: { connectorUid: 'wc-1' } }),
  ).toBe(true)
  const initial = createFresh({ adapters: [], projectId: 'p', storage: null })
  expect(initial.open()).toBe(true)
  expect(initial.getState()).toMatchObject({ open: true, router: { view: 'AllWallets' } })

  await Promise.all([foyer.internal.deferredParts, refused.internal.deferredParts])
  expect(foyer.getState()).toMatchObject({ open: true, router: { view: 'Networks' } })
  expect(refused.getState().open).toBe(false)
  expect(warn).toHaveBeenCalledWith(
    '[foyer] The ConnectingWalletConnectBasic view was not opened (open): wallet-connect connector not found (WalletConnect needs a projectId).',
  )
  for (const each of [foyer, refused, initial]) each.destroy()
})

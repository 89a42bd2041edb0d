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

test("SPEC §8: a WalletConnect view without a WalletConnect connector is not opened: 'wallet-connect connector not found'", () => {
  const warn = vi.mocked(console.warn)
  warn.mockClear()
  const foyer = createFoyer({ adapters: [], storage: null })
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

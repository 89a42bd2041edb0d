import { describe, expect, test, vi } from 'vitest'
import { inABrowserLikePage } from './_test/browserLike.js'
import { createMemoryAdapter, memoryStorage } from './_test/memoryAdapter.js'
import { reconnect } from './actions/reconnect.js'
import { createFoyer } from './createFoyer.js'

// createFoyer mounts adapters and reconnects only in a browser; a bare `window` is enough for that check.
inABrowserLikePage()

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

test('a missing projectId raises the Project ID Not Configured alert', () => {
  const foyer = createFoyer({ adapters: [createMemoryAdapter()], storage: null })
  expect(foyer.getState().alert).toMatchObject({
    code: 'PROJECT_ID_NOT_CONFIGURED',
    shortMessage: { key: 'projectIdNotConfigured' },
  })
  expect(
    createFoyer({ adapters: [createMemoryAdapter()], projectId: 'p', storage: null }).getState()
      .alert,
  ).toBeUndefined()
})

test('two instances share nothing', async () => {
  const a = createFoyer({ adapters: [createMemoryAdapter()], projectId: 'p', storage: null })
  const b = createFoyer({ adapters: [createMemoryAdapter()], projectId: 'p', storage: null })
  a.open()
  expect(a.getState().open).toBe(true)
  expect(b.getState().open).toBe(false)
})

// Core's connection rules hold for any namespace: the same suite runs on an EVM and a Solana stand-in,
// with nothing in core that knows either by name.
describe.each(['eip155', 'solana'] as const)('connection lifecycle on %s', (namespace) => {
  const make = (options: Parameters<typeof createMemoryAdapter>[0] = {}) =>
    createMemoryAdapter({ namespace, ...options })
  const probe = make()
  const address = addressOf(namespace)
  const [first, second] = probe.networks
  if (!first || !second) throw new Error('the memory adapter has two networks')

  test('startup: a stored connection starts as connecting with the cached address, then connects', async () => {
    const storage = memoryStorage({
      [`foyer.connectionStatus.${namespace}`]: '"connected"',
      [`foyer.address.${namespace}`]: '"cached"',
    })
    const adapter = make({ authorized: true })
    let release = () => {}
    adapter.holdReconnect(new Promise<void>((resolve) => (release = resolve)))
    const foyer = createFoyer({ adapters: [adapter], projectId: 'p', storage })
    expect(foyer.getState().accounts[namespace]).toMatchObject({
      status: 'connecting',
      address: 'cached',
    })
    release()
    await reconnect(foyer)
    expect(foyer.getState().accounts[namespace]).toMatchObject({
      status: 'connected',
      address,
      caipAddress: `${first.caipNetworkId}:${address}`,
      allAccounts: [{ namespace, address, type: 'eoa' }],
    })
  })

  test('opening: Connect when disconnected, Account when connected; connect remembers the recent wallet', async () => {
    const storage = memoryStorage()
    const adapter = make()
    const foyer = createFoyer({ adapters: [adapter], projectId: 'p', storage })
    foyer.open()
    expect(foyer.getState().router.view).toBe('Connect')
    const result = await foyer.connect({ connectorUid: adapter.connector.uid })
    expect(result.accounts[namespace]).toMatchObject({ status: 'connected', address })
    expect(foyer.getState().recentWalletIds).toEqual([adapter.connector.id])
    expect(storage.map.get('foyer.recentWallets')).toBe(`["${adapter.connector.id}"]`)
    foyer.close()
    foyer.open()
    expect(foyer.getState().router.view).toBe('Account')
    expect([...storage.map.keys()].every((key) => key.startsWith('foyer.'))).toBe(true)
  })

  test('switching network: the wallet switches when connected, the choice is kept when not', async () => {
    const adapter = make()
    const foyer = createFoyer({ adapters: [adapter], projectId: 'p', storage: null })
    await foyer.switchNetwork({ caipNetworkId: second.caipNetworkId })
    expect(foyer.getState().networks[namespace]?.caipNetwork?.id).toBe(second.id)
    await foyer.connect({ connectorUid: adapter.connector.uid, chainId: second.id })
    await foyer.switchNetwork({ caipNetworkId: first.caipNetworkId })
    expect(foyer.getState().accounts[namespace]?.caipAddress).toBe(
      `${first.caipNetworkId}:${address}`,
    )
    await expect(
      foyer.switchNetwork({ caipNetworkId: `${namespace}:nowhere` }),
    ).rejects.toMatchObject({ code: 'SWITCH_NETWORK_NOT_FOUND' })
    // SPEC §8: the Network Not Found alert, shown once per instance.
    expect(foyer.getState().alert).toMatchObject({
      code: 'SWITCH_NETWORK_NOT_FOUND',
      shortMessage: { key: 'networkNotFound' },
    })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    warn.mockClear()
    await expect(
      foyer.switchNetwork({ caipNetworkId: `${namespace}:elsewhere` }),
    ).rejects.toMatchObject({ code: 'SWITCH_NETWORK_NOT_FOUND' })
    expect(warn.mock.calls.flat().join('\n')).not.toContain('Network Not Found')
  })

  test('an unknown chain marks the network unsupported and shows UnsupportedChain', async () => {
    const adapter = make()
    const foyer = createFoyer({ adapters: [adapter], projectId: 'p', storage: null })
    await foyer.connect({ connectorUid: adapter.connector.uid })
    adapter.walletSwitchesTo(999)
    const state = foyer.getState()
    expect(state.networks[namespace]).toMatchObject({
      unsupported: true,
      caipNetwork: { name: 'Unknown Network', id: 999 },
    })
    expect(state.open).toBe(true)
    expect(state.router.view).toBe('UnsupportedChain')
    await foyer.switchNetwork({ caipNetworkId: second.caipNetworkId })
    expect(foyer.getState().networks[namespace]).toMatchObject({
      unsupported: false,
      caipNetwork: { id: second.id },
    })
    expect(foyer.getState().router.view).toBe('Account')
  })

  test('connecting a wallet that is on an unknown chain shows UnsupportedChain too', async () => {
    const adapter = make()
    const foyer = createFoyer({ adapters: [adapter], projectId: 'p', storage: null })
    await foyer.connect({ connectorUid: adapter.connector.uid })
    adapter.walletSwitchesTo(999)
    foyer.close()
    await foyer.disconnect()
    expect(foyer.getState().open).toBe(false)
    // The wallet is still on chain 999 when the visitor connects it again.
    foyer.open({ view: 'Connect' })
    await foyer.connect({ connectorUid: adapter.connector.uid })
    expect(foyer.getState().networks[namespace]).toMatchObject({ unsupported: true })
    expect(foyer.getState()).toMatchObject({ open: true, router: { view: 'UnsupportedChain' } })
  })

  test('the wallet disconnecting under an account view closes the modal; under Networks it stays', async () => {
    const adapter = make()
    const foyer = createFoyer({ adapters: [adapter], projectId: 'p', storage: null })
    await foyer.connect({ connectorUid: adapter.connector.uid })
    foyer.open({ view: 'SignMessage' })
    adapter.walletDisconnects()
    expect(foyer.getState().open).toBe(false)
    await foyer.connect({ connectorUid: adapter.connector.uid })
    foyer.open({ view: 'Networks' })
    adapter.walletDisconnects()
    expect(foyer.getState()).toMatchObject({ open: true, router: { view: 'Networks' } })
  })

  test('UnsupportedChain is not shown when unsupported chains are allowed or switching is off', async () => {
    for (const options of [{ allowUnsupportedChain: true }, { enableNetworkSwitch: false }]) {
      const adapter = make()
      const foyer = createFoyer({ adapters: [adapter], projectId: 'p', storage: null, ...options })
      await foyer.connect({ connectorUid: adapter.connector.uid })
      adapter.walletSwitchesTo(999)
      expect(foyer.getState().networks[namespace]?.unsupported).toBe(true)
      expect(foyer.getState().open).toBe(false)
    }
  })

  test('a wallet-side disconnect resets the account', async () => {
    const adapter = make()
    const foyer = createFoyer({ adapters: [adapter], projectId: 'p', storage: null })
    await foyer.connect({ connectorUid: adapter.connector.uid })
    adapter.walletDisconnects()
    await flush()
    expect(foyer.getState().accounts[namespace]?.status).toBe('disconnected')
  })
})

function addressOf(namespace: 'eip155' | 'solana') {
  return namespace === 'eip155'
    ? '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    : '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
}

test('toasts: loading says Authenticating... and a replacement waits 150 ms', async () => {
  vi.useFakeTimers()
  try {
    const { showToast } = await import('./actions/showToast.js')
    const foyer = createFoyer({ adapters: [createMemoryAdapter()], projectId: 'p', storage: null })
    showToast(foyer, { variant: 'loading' })
    expect(foyer.getState().toast).toMatchObject({
      variant: 'loading',
      message: { key: 'authenticating' },
    })
    showToast(foyer, { variant: 'success', message: 'Done' })
    expect(foyer.getState().toast).toBeUndefined()
    vi.advanceTimersByTime(149)
    expect(foyer.getState().toast).toBeUndefined()
    vi.advanceTimersByTime(1)
    expect(foyer.getState().toast).toMatchObject({ variant: 'success', message: 'Done' })
    vi.advanceTimersByTime(5_000)
    expect(foyer.getState().toast).toBeUndefined()
  } finally {
    vi.useRealTimers()
  }
})

test('toasts: a loading toast hidden by its id during the 150 ms swap never shows', async () => {
  vi.useFakeTimers()
  try {
    const { showToast } = await import('./actions/showToast.js')
    const { hideToast } = await import('./actions/hideToast.js')
    const foyer = createFoyer({ adapters: [createMemoryAdapter()], projectId: 'p', storage: null })
    showToast(foyer, { variant: 'success', message: 'Copied' })
    const loading = showToast(foyer, { variant: 'loading' })
    hideToast(foyer, loading)
    vi.advanceTimersByTime(1_000)
    expect(foyer.getState().toast).toBeUndefined()
    const shown = showToast(foyer, { variant: 'loading' })
    expect(foyer.getState().toast?.id).toBe(shown)
    hideToast(foyer, loading)
    expect(foyer.getState().toast?.id).toBe(shown)
  } finally {
    vi.useRealTimers()
  }
})

describe('two chain families', () => {
  // Both memory adapters report a connector named 'Memory Wallet': one wallet with an EVM and a Solana side.
  const setup = () => {
    const evm = createMemoryAdapter({ namespace: 'eip155' })
    const sol = createMemoryAdapter({ namespace: 'solana' })
    const foyer = createFoyer({ adapters: [evm, sol], projectId: 'p', storage: null })
    return { evm, sol, foyer }
  }

  test('choosing a network of the other family connects the same wallet’s side there', async () => {
    const { evm, sol, foyer } = setup()
    await foyer.connect({ connectorUid: evm.connector.uid })
    await foyer.switchNetwork({ caipNetworkId: 'solana:testnet' })
    expect(foyer.getState()).toMatchObject({
      activeNamespace: 'solana',
      accounts: {
        eip155: { status: 'connected' },
        solana: { status: 'connected', connectorUid: sol.connector.uid },
      },
    })
    expect(foyer.getState().networks.solana?.caipNetwork?.caipNetworkId).toBe('solana:testnet')
    await foyer.disconnect()
    expect(foyer.getState().accounts.eip155?.status).toBe('disconnected')
    expect(foyer.getState().accounts.solana?.status).toBe('disconnected')
  })

  test('a refusal on the other side leaves that family disconnected, with the network chosen', async () => {
    const { evm, sol, foyer } = setup()
    await foyer.connect({ connectorUid: evm.connector.uid })
    sol.rejectNextConnect()
    await foyer.switchNetwork({ caipNetworkId: 'solana:testnet' })
    expect(foyer.getState().activeNamespace).toBe('solana')
    expect(foyer.getState().accounts.solana?.status).toBe('disconnected')
    expect(foyer.getState().networks.solana?.caipNetwork?.caipNetworkId).toBe('solana:testnet')
  })
})

import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createMemoryAdapter, memoryStorage } from './_test/memoryAdapter.js'
import { reconnect } from './actions/reconnect.js'
import { createFoyer } from './createFoyer.js'

// createFoyer mounts adapters and reconnects only in a browser; a bare `window` is enough for that check.
beforeEach(() => {
  vi.stubGlobal('window', {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

test('a missing projectId raises the Project ID Not Configured alert', () => {
  const foyer = createFoyer({ adapters: [createMemoryAdapter()], storage: null })
  expect(foyer.getState().alert).toMatchObject({
    code: 'PROJECT_ID_NOT_CONFIGURED',
    shortMessage: 'Project ID Not Configured',
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

test('startup: a stored connection starts as connecting with the cached address, then connects', async () => {
  const storage = memoryStorage({
    'foyer.connectionStatus.eip155': '"connected"',
    'foyer.address.eip155': '"0xcached"',
  })
  const adapter = createMemoryAdapter({ authorized: true })
  let release = () => {}
  adapter.holdReconnect(new Promise<void>((resolve) => (release = resolve)))
  const foyer = createFoyer({ adapters: [adapter], projectId: 'p', storage })
  expect(foyer.getState().accounts.eip155).toMatchObject({
    status: 'connecting',
    address: '0xcached',
  })
  release()
  await reconnect(foyer)
  expect(foyer.getState().accounts.eip155).toMatchObject({
    status: 'connected',
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    caipAddress: 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  })
})

test('startup: a stored connection the wallet no longer allows ends disconnected', async () => {
  const storage = memoryStorage({
    'foyer.connectionStatus.eip155': '"connected"',
    'foyer.address.eip155': '"0xcached"',
  })
  const foyer = createFoyer({
    adapters: [createMemoryAdapter({ authorized: false })],
    projectId: 'p',
    storage,
  })
  await reconnect(foyer)
  expect(foyer.getState().accounts.eip155?.status).toBe('disconnected')
  expect(foyer.getState().accounts.eip155?.address).toBeUndefined()
  expect(storage.map.get('foyer.connectionStatus.eip155')).toBe('"disconnected"')
  expect(storage.map.has('foyer.address.eip155')).toBe(false)
})

test('startup: a stored disconnected status clears the cached address and does not reconnect', async () => {
  const storage = memoryStorage({
    'foyer.connectionStatus.eip155': '"disconnected"',
    'foyer.address.eip155': '"0xstale"',
  })
  const adapter = createMemoryAdapter({ authorized: true })
  const foyer = createFoyer({ adapters: [adapter], projectId: 'p', storage })
  await reconnect(foyer)
  expect(storage.map.has('foyer.address.eip155')).toBe(false)
  expect(foyer.getState().accounts.eip155?.status).toBe('disconnected')
  expect(adapter.calls.reconnect).toBe(0)
})

test('only one reconnect runs at a time', async () => {
  const storage = memoryStorage({ 'foyer.connectionStatus.eip155': '"connected"' })
  const adapter = createMemoryAdapter({ authorized: true })
  let release = () => {}
  adapter.holdReconnect(new Promise<void>((resolve) => (release = resolve)))
  const foyer = createFoyer({ adapters: [adapter], projectId: 'p', storage })
  const first = reconnect(foyer)
  const second = reconnect(foyer)
  expect(second).toBe(first)
  release()
  await first
  expect(adapter.calls.reconnect).toBe(1)
  await reconnect(foyer)
  expect(adapter.calls.reconnect).toBe(2)
})

test('opening: Connect when disconnected, Account when connected; connect remembers the recent wallet', async () => {
  const storage = memoryStorage()
  const foyer = createFoyer({ adapters: [createMemoryAdapter()], projectId: 'p', storage })
  foyer.open()
  expect(foyer.getState().router.view).toBe('Connect')
  await foyer.connect({ connectorUid: 'memory-1' })
  expect(foyer.getState().recentWalletIds).toEqual(['memory'])
  expect(storage.map.get('foyer.recentWallets')).toBe('["memory"]')
  foyer.close()
  foyer.open()
  expect(foyer.getState().router.view).toBe('Account')
  expect([...storage.map.keys()].every((key) => key.startsWith('foyer.'))).toBe(true)
})

test('an unknown chain marks the network unsupported and shows UnsupportedChain', async () => {
  const adapter = createMemoryAdapter()
  const foyer = createFoyer({ adapters: [adapter], projectId: 'p', storage: null })
  await foyer.connect({ connectorUid: 'memory-1' })
  adapter.walletSwitchesTo(999)
  const state = foyer.getState()
  expect(state.networks.eip155).toMatchObject({
    unsupported: true,
    caipNetwork: { name: 'Unknown Network', id: 999 },
  })
  expect(state.open).toBe(true)
  expect(state.router.view).toBe('UnsupportedChain')
  await foyer.switchNetwork({ caipNetworkId: 'eip155:10' })
  expect(foyer.getState().networks.eip155).toMatchObject({
    unsupported: false,
    caipNetwork: { id: 10 },
  })
  expect(foyer.getState().router.view).toBe('Account')
})

test('UnsupportedChain is not shown when unsupported chains are allowed or switching is off', async () => {
  for (const options of [{ allowUnsupportedChain: true }, { enableNetworkSwitch: false }]) {
    const adapter = createMemoryAdapter()
    const foyer = createFoyer({ adapters: [adapter], projectId: 'p', storage: null, ...options })
    await foyer.connect({ connectorUid: 'memory-1' })
    adapter.walletSwitchesTo(999)
    expect(foyer.getState().networks.eip155?.unsupported).toBe(true)
    expect(foyer.getState().open).toBe(false)
  }
})

test('disconnect resets state even when the wallet fails, and reports DISCONNECT_ERROR', async () => {
  const storage = memoryStorage()
  const foyer = createFoyer({
    adapters: [createMemoryAdapter({ failDisconnect: true })],
    projectId: 'p',
    storage,
  })
  await foyer.connect({ connectorUid: 'memory-1' })
  const events: string[] = []
  foyer.events.subscribe((event) => events.push(event.type))
  await expect(foyer.disconnect()).rejects.toMatchObject({
    shortMessage: 'Failed to disconnect',
    code: 'DISCONNECT_ERROR',
    details: 'Failed to disconnect chain eip155: wallet is busy',
  })
  expect(foyer.getState().accounts.eip155?.status).toBe('disconnected')
  expect(foyer.getState().accounts.eip155?.address).toBeUndefined()
  expect(storage.map.get('foyer.connectionStatus.eip155')).toBe('"disconnected"')
  expect(events).toEqual(['DISCONNECT_ERROR'])
})

test('closing is refused on ApproveTransaction unless forced', () => {
  const foyer = createFoyer({ adapters: [createMemoryAdapter()], projectId: 'p', storage: null })
  foyer.open({ view: 'ApproveTransaction' })
  expect(foyer.close()).toBe(false)
  expect(foyer.getState().open).toBe(true)
  expect(foyer.close({ force: true })).toBe(true)
  expect(foyer.getState().open).toBe(false)
})

test('toasts: loading says Authenticating... and a replacement waits 150 ms', async () => {
  vi.useFakeTimers()
  try {
    const { showToast } = await import('./actions/toast.js')
    const foyer = createFoyer({ adapters: [createMemoryAdapter()], projectId: 'p', storage: null })
    showToast(foyer, { variant: 'loading' })
    expect(foyer.getState().toast).toMatchObject({
      variant: 'loading',
      message: 'Authenticating...',
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

test('a wallet-side disconnect resets the account', async () => {
  const adapter = createMemoryAdapter()
  const foyer = createFoyer({ adapters: [adapter], projectId: 'p', storage: null })
  await foyer.connect({ connectorUid: 'memory-1' })
  adapter.walletDisconnects()
  await flush()
  expect(foyer.getState().accounts.eip155?.status).toBe('disconnected')
})

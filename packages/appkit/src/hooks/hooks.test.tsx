// @vitest-environment happy-dom
import { expect, test, vi } from 'vitest'
import { createMemoryAppKit, render, step, waitFor } from '../_test/memoryAppKit.js'
import { useAppKit } from './useAppKit.js'
import { useAppKitAccount } from './useAppKitAccount.js'
import { useAppKitEvents } from './useAppKitEvents.js'
import { useAppKitNetwork } from './useAppKitNetwork.js'
import { useAppKitProvider } from './useAppKitProvider.js'
import { useAppKitState } from './useAppKitState.js'
import { useAppKitTheme } from './useAppKitTheme.js'
import { useDisconnect } from './useDisconnect.js'
import { useWalletInfo } from './useWalletInfo.js'

function useEverything() {
  return {
    modal: useAppKit(),
    account: useAppKitAccount(),
    network: useAppKitNetwork(),
    state: useAppKitState(),
    theme: useAppKitTheme(),
    events: useAppKitEvents(),
    disconnect: useDisconnect(),
    wallet: useWalletInfo(),
    provider: useAppKitProvider<{ request: unknown }>('eip155'),
  }
}

const seen: ReturnType<typeof useEverything>[] = []
const last = () => seen[seen.length - 1] as ReturnType<typeof useEverything>

/** A component of a host's tree: no provider around it, as with AppKit. */
function Probe() {
  seen.push(useEverything())
  return null
}

test("AppKit's hooks have AppKit's shapes, follow the instance without a provider, and keep their identity", async () => {
  const error = vi.spyOn(console, 'error')
  const appKit = await createMemoryAppKit()
  const eip1193 = { request: async () => '0x1' }
  appKit.adapter.getProvider = async () => eip1193
  await render(<Probe />)
  expect(last().account).toEqual({
    allAccounts: [],
    address: undefined,
    caipAddress: undefined,
    isConnected: false,
    status: 'disconnected',
    embeddedWalletInfo: undefined,
  })
  expect(last().state).toEqual({
    open: false,
    selectedNetworkId: 'eip155:1',
    loading: false,
    initialized: true,
    activeChain: 'eip155',
  })
  expect(last().events).toEqual({
    timestamp: expect.any(Number),
    data: { type: 'track', event: 'MODAL_CREATED' },
  })
  expect(last().provider).toEqual({ walletProvider: undefined, walletProviderType: undefined })
  expect(Object.keys(last().modal)).toEqual(['open', 'close'])

  await step(() => last().modal.open())
  expect(last().state.open).toBe(true)
  expect(last().events.data).toEqual({
    type: 'track',
    event: 'MODAL_OPEN',
    properties: { view: 'Connect' },
  })
  await step(() => last().modal.close())

  await step(() => appKit.foyer.connect({ connectorUid: 'memory-1' }))
  const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  expect(last().account).toEqual({
    allAccounts: [{ namespace: 'eip155', address, type: 'eoa' }],
    address,
    caipAddress: `eip155:1:${address}`,
    isConnected: true,
    status: 'connected',
    embeddedWalletInfo: undefined,
  })
  expect(last().network).toMatchObject({
    caipNetwork: { id: 1, name: 'Chain 1', caipNetworkId: 'eip155:1' },
    chainId: 1,
    caipNetworkId: 'eip155:1',
    switchNetwork: expect.any(Function),
  })
  expect(last().events.data).toMatchObject({
    event: 'CONNECT_SUCCESS',
    properties: { walletId: 'memory', namespace: 'eip155' },
  })
  expect(last().wallet.walletInfo).toMatchObject({ id: 'memory', name: 'Memory Wallet' })
  await waitFor(() => expect(last().provider.walletProvider).toBe(eip1193))
  expect(last().provider.walletProviderType).toBe('INJECTED')

  // Unrelated changes keep every hook's result.
  const before = last()
  await step(() => appKit.foyer.store.setState({ toast: undefined }))
  for (const key of ['account', 'network', 'state', 'theme', 'disconnect', 'wallet'] as const)
    expect(last()[key], key).toBe(before[key])

  const other = last().network.caipNetwork && appKit.getCaipNetworks()[1]
  await step(() => last().network.switchNetwork(other as never))
  expect(last().network.chainId).toBe(10)
  expect(last().state.selectedNetworkId).toBe('eip155:10')
  expect(last().events.data.event).toBe('SWITCH_NETWORK')

  await step(() => last().theme.setThemeMode('dark'))
  await step(() => last().theme.setThemeVariables({ '--w3m-accent': '#ff0000' }))
  expect(last().theme).toMatchObject({
    themeMode: 'dark',
    themeVariables: { '--w3m-accent': '#ff0000' },
  })
  expect(appKit.foyer.getState().themeVariables).toEqual({ '--foyer-accent': '#ff0000' })
  expect(() => last().theme.setThemeVariables({ '--w3m-qr-color': '#000' as never })).toThrow(
    '@foyer/appkit: the option "setThemeVariables["--w3m-qr-color"]" is not supported',
  )

  await expect(last().disconnect.disconnect({ id: 'memory' as never })).rejects.toThrow(
    'disconnect({ id }) is not supported',
  )
  await step(() => last().disconnect.disconnect())
  expect(last().account).toMatchObject({ isConnected: false, status: 'disconnected' })
  expect(last().events.data.event).toBe('DISCONNECT_SUCCESS')
  await waitFor(() => expect(last().provider.walletProvider).toBeUndefined())

  // Unstable snapshots make React complain ("getSnapshot should be cached") or loop.
  expect(error).not.toHaveBeenCalled()
})

test('the hooks say clearly when createAppKit has not run', async () => {
  vi.resetModules()
  const { useAppKitAccount: fresh } = await import('./useAppKitAccount.js')
  expect(() => fresh()).toThrow('@foyer/appkit: no AppKit instance: call createAppKit(…) first')
})

import { NotConnectedError } from '@foyer/core'
import {
  type AdapterContext,
  forwardEmbeddedAccountActions,
  lazyMethods,
  RPC_TRANSPORT,
  STORAGE_PREFIX,
} from '@foyer/core/adapter'
import { createConfig, createStorage, getConnection } from '@wagmi/core'
import { isAddress } from 'viem'
import type { EvmAdapterState } from './adapterState.js'
import { AUTH_CONNECTOR_ID, type AuthConnectorState } from './auth/authConnectorState.js'
import { toCaipNetwork } from './caipNetwork.js'
import { currentConnection } from './currentConnection.js'
import type { EvmAdapter, EvmAdapterOptions } from './evmAdapterTypes.js'
import { mountEvmAdapter } from './mountEvmAdapter.js'
import { chainTransports } from './transport.js'

export type { EvmAdapter, EvmAdapterOptions } from './evmAdapterTypes.js'

/**
 * Creates the EVM adapter on @wagmi/core and viem. Its `wagmiConfig` can be passed to a host's own
 * WagmiProvider, so the host's wagmi hooks and Foyer see the same connection.
 *
 * What is here is what a page needs before any press: wagmi's config, the mount (connectors, connection
 * events; the auth and WalletConnect shells a chunk later) and the synchronous checks. Every other method's body loads with the adapter's lazy chunk on first
 * use (methods/, actions.ts; issue 38).
 */
export function createEvmAdapter(options: EvmAdapterOptions): EvmAdapter {
  const chains = options.networks
  const storage = options.storage === undefined ? browserStorage() : options.storage
  const transports = chainTransports(chains, options.transports)
  const wagmiConfig = createConfig({
    chains,
    transports: transports.byChain,
    pollingInterval: RPC_TRANSPORT.pollingIntervalMs,
    connectors: options.connectors ?? [],
    multiInjectedProviderDiscovery: options.multiInjectedProviderDiscovery ?? true,
    storage: storage ? createStorage({ key: `${STORAGE_PREFIX}wagmi`, storage }) : null,
  })
  // The embedded wallet's auth connector, added at mount when the host turned e-mail login on.
  const auth: AuthConnectorState = {
    login: undefined,
    socialReturn: undefined,
    connection: undefined,
    load: () => Promise.reject(new NotConnectedError()),
    hub: undefined,
    setAccountType: undefined,
    changed: undefined,
  }
  // Set while mounted: connect and reconnect report what they ended with through it.
  let context: AdapterContext | undefined
  const state: EvmAdapterState = {
    chains,
    wagmiConfig,
    auth,
    reportConnection() {
      const current = currentConnection(wagmiConfig, auth)
      if (current) context?.emit({ type: 'connection', connection: current })
    },
  }
  auth.changed = state.reportConnection
  // The connector shells load in a chunk the mount fetches (mountEvmAdapter.ts): no method acts before they
  // are in wagmi's config.
  let mounting: Promise<void> | undefined
  const lazy = lazyMethods(state, async () => {
    await mounting
    return (await import('./actions.js')).actions.methods
  })

  return {
    namespace: 'eip155',
    networks: chains.map(toCaipNetwork),
    wagmiConfig,

    mount(mounted) {
      context = mounted
      const { ready, unmount } = mountEvmAdapter({ ...state, mounted, storage, transports })
      mounting = ready
      return () => {
        unmount()
        context = undefined
      }
    },

    mounted: () => mounting ?? Promise.resolve(),

    hasPendingLogin: () => auth.socialReturn !== undefined,

    // EIP-55: a mixed-case address must carry a valid checksum; all lower or all upper case carries none
    // (viem's strict check treats all upper case as mixed). viem's isAddress is in the entry already.
    hasValidChecksum: (address) =>
      address.slice(2) === address.slice(2).toUpperCase() || isAddress(address, { strict: true }),

    isEmbeddedWalletConnected() {
      const connection = getConnection(wagmiConfig)
      return connection.status === 'connected' && connection.connector.id === AUTH_CONNECTOR_ID
    },

    connect: lazy('connect'),
    reconnect: lazy('reconnect'),
    disconnect: lazy('disconnect'),
    switchNetwork: lazy('switchNetwork'),
    getProvider: lazy('getProvider'),
    getBalance: lazy('getBalance'),
    verifyMessage: lazy('verifyMessage'),
    estimateTransferFee: lazy('estimateTransferFee'),
    waitForTransaction: lazy('waitForTransaction'),
    signMessage: lazy('signMessage'),
    transferNative: lazy('transferNative'),
    transferToken: lazy('transferToken'),
    sendTransaction: lazy('sendTransaction'),
    ...forwardEmbeddedAccountActions(lazy('embeddedAccount')),
    setPreferredAccountType: lazy('setPreferredAccountType'),
    sendCalls: lazy('sendCalls'),
    getCallsStatus: lazy('getCallsStatus'),
    getCapabilities: lazy('getCapabilities'),
    getWalletAssets: lazy('getWalletAssets'),
    grantPermissions: lazy('grantPermissions'),
    revokePermissions: lazy('revokePermissions'),
  }
}

function browserStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null
  } catch {
    return null
  }
}

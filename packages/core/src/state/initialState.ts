import type { ChainAdapter } from '../adapter.js'
import { parseCaipNetworkId } from '../caip/networkId.js'
import { browserLanguages, resolveLocale } from '../messages/resolveLocale.js'
import type { ResolvedOptions } from '../options/types.js'
import { routerReset, routeTo } from '../router.js'
import type { FoyerStorage } from '../storage.js'
import type { Namespace } from '../types/caip.js'
import type {
  AccountState,
  ConnectionStatus,
  FoyerState,
  NetworkState,
  OnrampState,
  SendState,
  SwapState,
} from './types.js'

/** The Send view with nothing chosen or typed. */
export function emptySendState(): SendState {
  return {
    token: undefined,
    sendTokenAmount: '',
    receiverAddress: '',
    receiverProfileName: undefined,
    receiverProfileImageUrl: undefined,
    error: undefined,
  }
}

/** The Buy view's starting point: US dollars by card, nothing chosen or typed. */
export function emptyOnrampState(): OnrampState {
  return {
    tokenId: undefined,
    paymentCurrency: 'USD',
    paymentMethod: 'CARD',
    amount: '',
    provider: undefined,
    purchase: undefined,
  }
}

/** The Swap view with nothing chosen or typed. */
export function emptySwapState(): SwapState {
  return { fromToken: undefined, toToken: undefined, amount: '', error: undefined }
}

/** A namespace's account when nothing is connected. */
export function emptyAccount(): AccountState {
  return { status: 'disconnected', allAccounts: [] }
}

/** A namespace's network state before any wallet reports a chain. */
export function initialNetwork(
  adapter: ChainAdapter,
  defaultNetwork: string | undefined,
  storedNetwork?: string,
): NetworkState {
  const networks = [...adapter.networks]
  const caipNetwork =
    networks.find((network) => network.caipNetworkId === storedNetwork) ??
    networks.find((network) => network.caipNetworkId === defaultNetwork) ??
    networks[0]
  return {
    caipNetwork,
    requestedCaipNetworks: networks,
    approvedCaipNetworkIds: networks.map((network) => network.caipNetworkId),
    supportsAllNetworks: true,
    smartAccountEnabledNetworks: [],
    unsupported: false,
  }
}

/**
 * Startup state (SPEC §4): a namespace whose stored status is connected starts as connecting, with its
 * cached address; a stored disconnected status clears the cached address.
 */
export function initialState(options: ResolvedOptions, storage: FoyerStorage): FoyerState {
  const accounts: Partial<Record<Namespace, AccountState>> = {}
  const networks: Partial<Record<Namespace, NetworkState>> = {}
  for (const adapter of options.adapters) {
    const namespace = adapter.namespace
    const stored = storage.get<ConnectionStatus>(`connectionStatus.${namespace}`)
    const account = emptyAccount()
    if (stored === 'connected') {
      account.status = 'connecting'
      account.address = storage.get<string>(`address.${namespace}`)
    } else if (stored === 'disconnected') {
      storage.remove(`address.${namespace}`)
    }
    accounts[namespace] = account
    networks[namespace] = initialNetwork(
      adapter,
      options.defaultNetwork,
      storage.get<string>(`network.${namespace}`),
    )
  }
  const storedActive = storage.get<Namespace>('activeNamespace')
  const { defaultNetwork } = options
  const defaultNamespace = defaultNetwork ? parseCaipNetworkId(defaultNetwork).namespace : undefined
  return {
    open: false,
    router: routerReset(routeTo('Connect')),
    activeNamespace: storedActive && accounts[storedActive] ? storedActive : defaultNamespace,
    accounts,
    networks,
    connectors: [],
    recentWalletIds: storage.get<string[]>('recentWallets') ?? [],
    toast: undefined,
    alert: undefined,
    themeMode: options.themeMode,
    themeVariables: options.themeVariables,
    connectFlow: undefined,
    send: emptySendState(),
    swap: emptySwapState(),
    onramp: emptyOnrampState(),
    pay: undefined,
    legalAccepted: storage.get<boolean>('legalAccepted') === true,
    locale: initialLocale(options.locale),
    pendingTransactions: [],
    tokenBalanceFailedAt: undefined,
    approvals: [],
    refusedRequest: undefined,
    nameRegistration: undefined,
    signIn: {
      status: 'idle',
      account: undefined,
      session: undefined,
      error: undefined,
      required: false,
    },
  }
}

/** The locale at creation: its tag and direction at once, English texts until its own have loaded. */
function initialLocale(requested: string | undefined): FoyerState['locale'] {
  const { tag, dir } = resolveLocale(requested, browserLanguages())
  return { tag, dir, messages: undefined }
}

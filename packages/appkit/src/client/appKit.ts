import {
  type CaipAddress,
  type CaipNetwork,
  type CaipNetworkId,
  type ConnectedWalletInfo,
  closeModal,
  disconnect,
  type Foyer,
  getNetworks,
  type Namespace,
  openModal,
  setThemeMode,
  setThemeVariables,
  switchNetwork,
  type ThemeMode,
} from '@foyer/core'
import { throwIfProblems } from '../errors.js'
import { type AppKitNetwork, caipNetworkIdOf } from '../networks/types.js'
import { toAppKitThemeVariables, toFoyerThemeVariables } from '../options/themeVariables.js'
import type { AppKitThemeVariables } from '../options/types.js'
import { type AppKitAccount, toAppKitAccount } from './account.js'
import { type AppKitEventState, toAppKitEvent } from './events.js'
import { lastResult, lastResultByKey } from './lastResult.js'
import { type AppKitNetworkState, toAppKitNetwork } from './network.js'
import { type AppKitConnectorType, walletProviderType } from './providerType.js'
import { type AppKitState, sameState, toAppKitState } from './state.js'
import { resolvedThemeMode } from './theme.js'
import { type OpenOptions, toOpenParameters } from './views.js'

/** The theme as AppKit's `subscribeTheme` reports it. */
export type AppKitTheme = { themeMode: 'light' | 'dark'; themeVariables: AppKitThemeVariables }

/**
 * What `createAppKit` returns: AppKit's instance methods, as far as Foyer has them (README). Getters give
 * the same object until what they read changes, so hooks can read them with useSyncExternalStore.
 */
export type AppKit = {
  /** The Foyer instance underneath, for Foyer's own API (FoyerProvider, its hooks, core's actions). */
  readonly foyer: Foyer
  /** Opens the modal (on `view`, or Connect / Account); rejects for what Foyer cannot show. */
  open(options?: OpenOptions): Promise<void>
  close(): Promise<void>
  isOpen(): boolean
  getState(): AppKitState
  subscribeState(callback: (state: AppKitState) => void): () => void
  getThemeMode(): 'light' | 'dark'
  getThemeVariables(): AppKitThemeVariables
  /** 'light', 'dark', or Foyer's 'system'. */
  setThemeMode(themeMode: ThemeMode): void
  /** Merges into the current variables (AppKit's `--w3m-…` names, or Foyer's). */
  setThemeVariables(themeVariables: AppKitThemeVariables): void
  /** The theme mode (resolved) and variables together. */
  getTheme(): AppKitTheme
  subscribeTheme(callback: (theme: AppKitTheme) => void): () => void
  getAccount(namespace?: Namespace): AppKitAccount
  subscribeAccount(callback: (account: AppKitAccount) => void, namespace?: Namespace): () => void
  getAddress(namespace?: Namespace): string | undefined
  getCaipAddress(namespace?: Namespace): CaipAddress | undefined
  getIsConnectedState(): boolean
  getActiveChainNamespace(): Namespace | undefined
  getNetworkState(): AppKitNetworkState
  subscribeNetwork(callback: (network: AppKitNetworkState) => void): () => void
  getCaipNetwork(namespace?: Namespace): CaipNetwork | undefined
  getCaipNetworkId(): CaipNetworkId | undefined
  getChainId(): number | string | undefined
  /** Every configured network, or those of one namespace. */
  getCaipNetworks(namespace?: Namespace): CaipNetwork[]
  subscribeCaipNetworkChange(callback: (network: CaipNetwork | undefined) => void): () => void
  switchNetwork(network: AppKitNetwork): Promise<void>
  /** Disconnects one namespace, or all (a WalletConnect or embedded-wallet session's namespaces go together). */
  disconnect(namespace?: Namespace): Promise<void>
  getWalletInfo(namespace?: Namespace): ConnectedWalletInfo | undefined
  subscribeWalletInfo(
    callback: (walletInfo: ConnectedWalletInfo | undefined) => void,
    namespace?: Namespace,
  ): () => void
  /** The wallet provider of a namespace (EIP-1193 for eip155), once connected. Foyer's is asynchronous. */
  getWalletProvider(namespace?: Namespace): Promise<unknown>
  getProviderType(namespace?: Namespace): AppKitConnectorType | undefined
  getEvent(): AppKitEventState
  subscribeEvents(callback: (event: AppKitEventState) => void): () => void
  /** Foyer's: stops the instance (its modal, its wallets' watchers). */
  destroy(): void
}

/** AppKit's instance API on a Foyer instance. */
export function createAppKitApi(foyer: Foyer, onDestroy: () => void = () => {}): AppKit {
  const createdAt = Date.now()
  const state = () => foyer.store.getState()
  const namespaceOr = (namespace?: Namespace) => namespace ?? state().activeNamespace
  const account = lastResultByKey(toAppKitAccount)
  const network = lastResult(toAppKitNetwork)
  const event = lastResult((last: Parameters<typeof toAppKitEvent>[0]) =>
    toAppKitEvent(last, createdAt),
  )
  const themeVariables = lastResult(toAppKitThemeVariables)
  let lastState: AppKitState | undefined
  let lastTheme: { source: readonly [ThemeMode, object]; theme: AppKitTheme } | undefined

  /** Calls `callback` whenever `get` gives something else. */
  const watch = <T>(get: () => T, callback: (value: T) => void) => {
    let last = get()
    return foyer.store.subscribe(() => {
      const next = get()
      if (Object.is(next, last)) return
      last = next
      callback(next)
    })
  }

  const appKit: AppKit = {
    foyer,
    async open(options) {
      openModal(foyer, toOpenParameters(foyer, options))
    },
    async close() {
      closeModal(foyer)
    },
    isOpen: () => state().open,
    getState() {
      const next = toAppKitState(state())
      if (!lastState || !sameState(lastState, next)) lastState = next
      return lastState
    },
    subscribeState: (callback) => watch(appKit.getState, callback),
    getThemeMode: () => resolvedThemeMode(state().themeMode),
    getThemeVariables: () => themeVariables(state().themeVariables),
    setThemeMode: (themeMode) => setThemeMode(foyer, themeMode),
    setThemeVariables(variables) {
      const converted = toFoyerThemeVariables(variables, 'setThemeVariables')
      throwIfProblems(converted.problems)
      setThemeVariables(foyer, converted.themeVariables)
    },
    getTheme() {
      const { themeMode, themeVariables: variables } = state()
      const [mode, source] = lastTheme?.source ?? []
      if (!lastTheme || mode !== themeMode || source !== variables)
        lastTheme = {
          source: [themeMode, variables],
          theme: {
            themeMode: resolvedThemeMode(themeMode),
            themeVariables: themeVariables(variables),
          },
        }
      return lastTheme.theme
    },
    subscribeTheme: (callback) => watch(appKit.getTheme, callback),
    getAccount(namespace) {
      const ns = namespaceOr(namespace)
      return account(ns, ns ? state().accounts[ns] : undefined)
    },
    subscribeAccount: (callback, namespace) => watch(() => appKit.getAccount(namespace), callback),
    getAddress: (namespace) => appKit.getAccount(namespace).address,
    getCaipAddress: (namespace) => appKit.getAccount(namespace).caipAddress,
    getIsConnectedState: () => appKit.getAccount().isConnected,
    getActiveChainNamespace: () => state().activeNamespace,
    getNetworkState() {
      const ns = namespaceOr()
      return network(ns ? state().networks[ns] : undefined)
    },
    subscribeNetwork: (callback) => watch(appKit.getNetworkState, callback),
    getCaipNetwork(namespace) {
      const ns = namespaceOr(namespace)
      return ns ? state().networks[ns]?.caipNetwork : undefined
    },
    getCaipNetworkId: () => appKit.getCaipNetwork()?.caipNetworkId,
    getChainId: () => appKit.getCaipNetwork()?.id,
    getCaipNetworks: (namespace) =>
      getNetworks(foyer).filter(
        (candidate) => !namespace || candidate.chainNamespace === namespace,
      ),
    subscribeCaipNetworkChange: (callback) => watch(() => appKit.getCaipNetwork(), callback),
    switchNetwork: (target) => switchNetwork(foyer, { caipNetworkId: caipNetworkIdOf(target) }),
    disconnect: (namespace) => disconnect(foyer, namespace ? { namespace } : {}),
    getWalletInfo(namespace) {
      const ns = namespaceOr(namespace)
      return ns ? state().accounts[ns]?.connectedWalletInfo : undefined
    },
    subscribeWalletInfo: (callback, namespace) =>
      watch(() => appKit.getWalletInfo(namespace), callback),
    async getWalletProvider(namespace) {
      const ns = namespaceOr(namespace)
      const adapter = foyer.adapters.find((candidate) => candidate.namespace === ns)
      if (!ns || !adapter || state().accounts[ns]?.status !== 'connected') return undefined
      return adapter.getProvider()
    },
    getProviderType(namespace) {
      const ns = namespaceOr(namespace)
      return ns ? walletProviderType(state(), ns) : undefined
    },
    getEvent: () => event(foyer.events.last()),
    subscribeEvents: (callback) => foyer.events.subscribe(() => callback(appKit.getEvent())),
    destroy() {
      onDestroy()
      foyer.destroy()
    },
  }
  return appKit
}

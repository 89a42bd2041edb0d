import {
  type AdapterContext,
  forwardEmbeddedAccountActions,
  lazyMethods,
} from '@foyer/core/adapter'
import { notifyWalletsListeners, type SolanaAdapterState } from './adapterState.js'
import { useGateways } from './gateway.js'
import { toCaipNetwork } from './networks.js'
import { reportConnectors } from './reportConnectors.js'
import type { SolanaAdapter, SolanaAdapterOptions } from './solanaAdapterTypes.js'
import { browserStorage, connectionStore, EMBEDDED_ENTRY } from './storedConnection.js'

export type { SolanaAdapter, SolanaAdapterOptions } from './solanaAdapterTypes.js'

/**
 * Creates the Solana adapter. Wallets are found through the Wallet Standard (no list to configure);
 * networks are switched by the app (Solana wallets sign for the cluster they are told), and each request
 * names the cluster's chain to the wallet.
 *
 * What is here is what a page needs before any press: the mount (the wallet watch and the shared sessions'
 * shells fetched, connectors reported) and reconnect's first step (is there anything to bring back?). Every
 * other method's body loads with the adapter's lazy chunk on first use (methods/, actions.ts; issue 38).
 */
export function createSolanaAdapter(options: SolanaAdapterOptions): SolanaAdapter {
  if (!options.networks?.length) throw new Error('createSolanaAdapter: networks is empty')
  const state: SolanaAdapterState = {
    networks: options.networks,
    store: connectionStore(options.storage === undefined ? browserStorage() : options.storage),
    wallets: [],
    context: undefined,
    session: undefined,
    walletConnect: undefined,
    embedded: undefined,
    embeddedOwner: undefined,
    walletsListeners: new Set(),
  }
  // The shared sessions' shells load in a chunk the mount fetches (sessionShells.ts): no method acts before
  // the adapter has joined them.
  let mounting: Promise<void> | undefined
  const lazy = lazyMethods(state, async () => {
    await mounting
    return (await import('./actions.js')).actions.methods
  })

  return {
    namespace: 'solana',
    networks: options.networks.map(toCaipNetwork),

    mount(mounted: AdapterContext) {
      state.context = mounted
      useGateways(state.networks, mounted)
      const report = () => reportConnectors(state)
      let stopWatch: (() => void) | undefined
      let unmounted = false
      // The sessions Solana shares with other adapters (WalletConnect's, the embedded wallet's): joined once
      // their chunk arrives; createFoyer adopts and reconnects after that (`mounted`).
      mounting = import('./sessionShells.js').then(({ joinSharedSessions }) => {
        if (!unmounted) joinSharedSessions(state, lazy, report)
      })
      // The Wallet Standard's registry is a chunk of its own: its wallets are listed once it arrives, a chunk
      // after createFoyer returns, as EIP-6963 wallets are (reconnect waits for a remembered one).
      import('./walletStandard/watchWallets.js').then(
        ({ watchSolanaWallets }) => {
          if (unmounted) return
          stopWatch = watchSolanaWallets((found) => {
            state.wallets = found
            report()
            notifyWalletsListeners(state)
          })
        },
        (error: unknown) =>
          console.error('[foyer] Solana: could not load the Wallet Standard wallets’ watch', error),
      )
      return () => {
        unmounted = true
        stopWatch?.()
        state.walletConnect?.stop()
        state.embedded?.stop()
        state.embeddedOwner = undefined
        state.session?.stopEvents()
        state.context = undefined
      }
    },

    mounted: () => mounting ?? Promise.resolve(),

    hasPendingLogin: () => state.embeddedOwner?.hasPendingLogin() ?? false,

    // Reconnect's first step: a page with nothing to bring back loads nothing.
    reconnect: () =>
      state.embeddedOwner?.hasPendingLogin() || state.store.read()
        ? lazy('reconnect')()
        : Promise.resolve(),

    connect: lazy('connect'),
    disconnect: lazy('disconnect'),
    switchNetwork: lazy('switchNetwork'),
    getBalance: lazy('getBalance'),
    signMessage: lazy('signMessage'),
    verifyMessage: lazy('verifyMessage'),
    getProvider: lazy('getProvider'),
    transferNative: lazy('transferNative'),
    transferToken: lazy('transferToken'),
    estimateTransferFee: lazy('estimateTransferFee'),
    waitForTransaction: lazy('waitForTransaction'),
    // The embedded wallet's account actions, while Solana's connection is its (whoever owns its session).
    isEmbeddedWalletConnected: () => state.session?.stored === EMBEDDED_ENTRY,
    ...forwardEmbeddedAccountActions(lazy('embeddedAccount')),
  }
}

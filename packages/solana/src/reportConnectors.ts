import type { SolanaAdapterState } from './adapterState.js'
import { connectorOf } from './walletStandard/wallets.js'

/**
 * Reports the namespace's connectors to the mounted instance: the Wallet Standard wallets, and the shared
 * sessions' connectors (WalletConnect's, reported by the adapter that pairs; the embedded wallet's), which
 * are listed in this namespace too.
 */
export function reportConnectors(state: SolanaAdapterState): void {
  state.context?.emit({
    type: 'connectors',
    connectors: [
      ...state.wallets.map(connectorOf),
      ...(state.walletConnect?.hub.connector ? [state.walletConnect.hub.connector] : []),
      ...(state.embedded?.hub.connector ? [state.embedded.hub.connector] : []),
    ],
  })
}

import type { Connector } from '@foyer/core'
import {
  type AdapterContext,
  type ConnectFlow,
  WALLETCONNECT_ICON,
  type WalletConnectHub,
  walletConnectCoreParts,
} from '@foyer/core/adapter'
import type { SolanaNetwork } from '../networks.js'
import { solanaAccountsOf } from './solanaAccounts.js'
import type { solanaPairing } from './walletConnectPairing.js'

/** What the Solana adapter does as the WalletConnect session's owner. */
export type WalletConnectOwnership = {
  /** The WalletConnect connector it reports (the hub's connector too). */
  connector: Connector
  /** Pairs with the visitor's wallet through the flow; resolves once Solana's side is connected. */
  connect(flow: ConnectFlow): Promise<void>
}

/**
 * The Solana adapter's ownership of the WalletConnect session, when no adapter owns it at mount (a host
 * without the EVM adapter: core hands it the session through `SessionHub.adopt`). Only the connector is
 * here; the pairing and the SDK load on the first pairing or restore (walletConnectPairing.ts). Lends the
 * hub `restore`, which the adapter's reconnect asks when its last session was WalletConnect's.
 */
export function ownWalletConnect(
  mounted: AdapterContext,
  hub: WalletConnectHub,
  networks: readonly SolanaNetwork[],
): WalletConnectOwnership | undefined {
  const settings = mounted.walletConnect
  if (!settings) return undefined
  let loading: Promise<ReturnType<typeof solanaPairing>> | undefined
  const pairing = () =>
    (loading ??= import('./walletConnectPairing.js').then(
      ({ solanaPairing }) =>
        solanaPairing({
          hub,
          settings,
          servesApp: (session) => solanaAccountsOf(session, networks).length > 0,
          alert: mounted.alert,
          core: walletConnectCoreParts(settings),
        }),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  hub.owner.restore = async () => (await pairing()).restore()
  return {
    connector: {
      id: 'walletConnect',
      uid: 'walletConnect:solana',
      name: 'WalletConnect',
      type: 'walletConnect',
      icon: WALLETCONNECT_ICON,
      namespaces: ['solana'],
    },
    connect: async (flow) => (await pairing()).connect(flow),
  }
}

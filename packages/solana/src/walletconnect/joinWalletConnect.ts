import {
  type AdapterContext,
  type ConnectFlow,
  WALLETCONNECT_SESSION,
  type WalletConnectHub,
} from '@foyer/core/adapter'
import type { SolanaNetwork } from '../networks.js'
import { ownWalletConnect, type WalletConnectOwnership } from './ownWalletConnect.js'
import { solanaAccountsOf } from './solanaAccounts.js'

export { solanaAccountsOf }

/** The Solana methods a WalletConnect session is asked for (WalletConnect's Solana JSON-RPC). */
const METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction']

/**
 * Joins the instance's WalletConnect session: asks it for the app's clusters and Solana's methods, has the
 * owner report its connector again with `solana` among its namespaces, and calls `onSession` with the
 * session's Solana accounts now and whenever it changes or ends. The owner is the adapter that pairs at
 * mount (EVM's); when there is none (a Solana-only host), core hands the session to this adapter (`adopt`),
 * which then reports its own WalletConnect connector (`report`) and pairs through `pair`.
 */
export function joinWalletConnect(
  mounted: AdapterContext,
  networks: readonly SolanaNetwork[],
  onSession: (
    accounts: ReturnType<typeof solanaAccountsOf>,
    hub: WalletConnectHub,
  ) => Promise<void> | void,
  report?: () => void,
):
  | {
      hub: WalletConnectHub
      stop(): void
      /** Whether this adapter pairs for `connectorUid` (it owns the session). */
      pairs(connectorUid: string): boolean
      /** Pairs as the session's owner; resolves once Solana's side is connected. */
      pair(flow: ConnectFlow): Promise<void>
    }
  | undefined {
  if (!mounted.walletConnect) return undefined
  const hub = mounted.shared(WALLETCONNECT_SESSION)
  const request = {
    chains: networks.map((network) => `solana:${network.id}`),
    methods: METHODS,
    events: [],
  }
  const stop = hub.join('solana', request, (view) =>
    onSession(solanaAccountsOf(view, networks), hub),
  )
  let owned: WalletConnectOwnership | undefined
  hub.adopt = () => {
    owned = ownWalletConnect(mounted, hub, networks)
    if (!owned) return
    hub.connector = owned.connector
    if (report) hub.refreshConnectors = report
    report?.()
  }
  return {
    hub,
    stop() {
      stop()
      hub.adopt = undefined
    },
    pairs: (connectorUid) => owned?.connector.uid === connectorUid,
    async pair(flow) {
      if (!owned) throw new Error('WalletConnect pairs through the adapter that owns its session')
      await owned.connect(flow)
    },
  }
}

import {
  type AdapterContext,
  WALLETCONNECT_SESSION,
  type WalletConnectHub,
  type WalletConnectSessionView,
} from '@foyer/core/adapter'
import { isCaipAccountId, parseCaipAccountId } from '@foyer/core/caip'
import type { SolanaNetwork } from '../networks.js'

/** What the adapter stores as the wallet of a session that came through WalletConnect. */
export const WALLETCONNECT_ENTRY = 'WalletConnect'

/** The Solana methods a WalletConnect session is asked for (WalletConnect's Solana JSON-RPC). */
const METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction']

/** The session's Solana accounts on the app's clusters (`solana:<genesis prefix>:<address>`). */
export function solanaAccountsOf(
  view: WalletConnectSessionView | undefined,
  networks: readonly SolanaNetwork[],
): { address: string; network: SolanaNetwork }[] {
  return (view?.namespaces.solana?.accounts ?? []).filter(isCaipAccountId).flatMap((account) => {
    const { reference, address } = parseCaipAccountId(account)
    const network = networks.find((candidate) => candidate.id === reference)
    return network ? [{ address, network }] : []
  })
}

/**
 * Joins the instance's WalletConnect session (owned by the adapter that pairs, EVM's): asks it for the app's
 * clusters and Solana's methods, has the owner report its connector again with `solana` among its
 * namespaces, and calls `onSession` with the session's Solana accounts now and whenever it changes or ends.
 */
export function joinWalletConnect(
  mounted: AdapterContext,
  networks: readonly SolanaNetwork[],
  onSession: (
    accounts: ReturnType<typeof solanaAccountsOf>,
    hub: WalletConnectHub,
  ) => Promise<void> | void,
): { hub: WalletConnectHub; stop(): void } | undefined {
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
  return { hub, stop }
}

import type { WalletConnectHub } from '@foyer/core/adapter'
import type { EmbeddedWalletHub, EmbeddedWalletSession } from '@foyer/embedded'
import type { Wallet } from '@wallet-standard/base'
import { notifyWalletsListeners, type SolanaAdapterState } from '../adapterState.js'
import { EMBEDDED_ENTRY, WALLETCONNECT_ENTRY } from '../storedConnection.js'
import type { solanaAccountsOf } from '../walletconnect/joinWalletConnect.js'
import { begin, end, networkById } from './session.js'

// Solana's side of the sessions it shares with other adapters (joined once the mount's chunk arrives, sessionShells.ts): told
// when the session starts, changes or ends, it connects or disconnects this namespace.

/** The WalletConnect session's Solana side: an account on one of the app's clusters, dressed as a wallet (lazy). */
export async function followWalletConnect(
  state: SolanaAdapterState,
  accounts: ReturnType<typeof solanaAccountsOf>,
  hub: WalletConnectHub,
): Promise<void> {
  const uid = hub.connector?.uid
  const first = accounts[0]
  if (!first || !uid) {
    if (state.session && state.session.connectorUid === uid) end(state)
    return
  }
  const { walletConnectWallet } = await import('../walletconnect/walletConnectWallet.js')
  const approved = [...new Set(accounts.map((account) => account.network))]
  const wallet = walletConnectWallet({
    hub,
    address: first.address,
    networks: approved,
    icon: (hub.connector?.icon ?? '') as Wallet['icon'],
  })
  const current = state.session?.network ?? networkById(state, state.store.read()?.network)
  const network = current && approved.includes(current) ? current : first.network
  begin(state, wallet, wallet.accounts, network, { connectorUid: uid, stored: WALLETCONNECT_ENTRY })
  notifyWalletsListeners(state)
}

/**
 * The embedded wallet's Solana side: its account (the same address on every cluster) on the app's
 * clusters that the frame serves, dressed as a wallet (lazy). Awaited by the login.
 */
export async function followEmbedded(
  state: SolanaAdapterState,
  embeddedSession: EmbeddedWalletSession | undefined,
  hub: EmbeddedWalletHub,
): Promise<void> {
  const uid = hub.connector?.uid
  const mine = () => state.session !== undefined && state.session.connectorUid === uid
  const { context } = state
  if (!embeddedSession || !uid || !context) {
    if (mine()) end(state)
    return
  }
  const { requestApproval } = context
  const opened = await import('../embedded/embeddedWallet.js')
    .then(({ openEmbeddedSolana }) =>
      openEmbeddedSolana({
        transport: embeddedSession.transport,
        connector: hub.connector,
        networks: state.networks,
        requestApproval,
      }),
    )
    // The frame did not answer: its channel has shown the alert; Solana's side stays disconnected.
    .catch(() => undefined)
  if (!opened) {
    if (mine()) end(state)
    return
  }
  const current = state.session?.network ?? networkById(state, state.store.read()?.network)
  const network = current && opened.networks.includes(current) ? current : opened.networks[0]
  if (!network) return
  begin(state, opened.wallet, opened.wallet.accounts, network, {
    connectorUid: uid,
    stored: EMBEDDED_ENTRY,
    signedIn: opened.signedIn,
  })
  notifyWalletsListeners(state)
}

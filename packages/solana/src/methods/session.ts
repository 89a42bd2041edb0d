import { NetworkNotFoundError, NotConnectedError } from '@foyer/core'
import type { AdapterConnection } from '@foyer/core/adapter'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { StandardEvents, type StandardEventsFeature } from '@wallet-standard/features'
import type { SolanaAdapterState, SolanaConnection } from '../adapterState.js'
import type { SolanaNetwork } from '../networks.js'
import { connectorOf } from '../walletStandard/wallets.js'

/** One of the host's clusters by its id (CAIP-2 reference), if any. */
export const networkById = (state: SolanaAdapterState, id: number | string | undefined) =>
  state.networks.find((network) => network.id === id)

/** One of the host's clusters by its id, or NetworkNotFoundError. */
export function requireNetwork(
  state: SolanaAdapterState,
  network: { id: number | string; caipNetworkId: string },
) {
  const target = networkById(state, network.id)
  if (!target) throw new NetworkNotFoundError(network.caipNetworkId)
  return target
}

/** The connected wallet, or NotConnectedError. */
export function requireSession(state: SolanaAdapterState): SolanaConnection {
  if (!state.session) throw new NotConnectedError()
  return state.session
}

/** Reports the connection as it is now to the mounted instance (nothing when not connected). */
export function emitConnection(state: SolanaAdapterState): void {
  const { session } = state
  if (!session) return
  state.context?.emit({
    type: 'connection',
    connection: {
      connectorUid: session.connectorUid,
      address: session.account.address,
      accounts: session.wallet.accounts.map((account) => ({ address: account.address })),
      chainId: session.network.id,
      ...session.signedIn,
    },
  })
}

/** Ends the connection: stops its events, forgets it and reports the disconnect. */
export function end(state: SolanaAdapterState): void {
  state.session?.stopEvents()
  state.session = undefined
  state.store.write(undefined)
  state.context?.emit({ type: 'disconnected' })
}

/**
 * Makes `accounts` of `wallet` the connection on `network` (the account that knows the network first),
 * following the wallet's account changes. False when the wallet gave no account.
 */
export function begin(
  state: SolanaAdapterState,
  wallet: Wallet,
  accounts: readonly WalletAccount[],
  network: SolanaNetwork,
  {
    connectorUid = connectorOf(wallet).uid,
    stored = wallet.name,
    signedIn,
  }: {
    connectorUid?: string
    stored?: string
    signedIn?: Pick<AdapterConnection, 'user' | 'socialProvider'> | undefined
  } = {},
): boolean {
  const account =
    accounts.find((candidate) => candidate.chains.includes(network.chain)) ?? accounts[0]
  if (!account) return false
  state.session?.stopEvents()
  const events = (wallet.features as Partial<StandardEventsFeature>)[StandardEvents]
  const stopEvents =
    events?.on('change', ({ accounts: changed }) => {
      const { session } = state
      if (!changed || !session || session.wallet !== wallet) return
      const kept = changed.find((candidate) => candidate.address === session.account.address)
      if (changed.length === 0) end(state)
      else {
        session.account = kept ?? (changed[0] as WalletAccount)
        emitConnection(state)
      }
    }) ?? (() => {})
  state.session = { wallet, account, network, connectorUid, stored, stopEvents, signedIn }
  state.store.write({ wallet: stored, network: network.id })
  emitConnection(state)
  return true
}

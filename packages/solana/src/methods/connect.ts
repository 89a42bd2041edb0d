import { AccountNotFoundError, ConnectorNotFoundError, InvalidEmailError } from '@foyer/core'
import { StandardConnect, type StandardConnectFeature } from '@wallet-standard/features'
import type { SolanaAdapterState } from '../adapterState.js'
import type { EmbeddedLogin } from '../embedded/embeddedLogin.js'
import type { SolanaParameters } from '../solanaAdapterTypes.js'
import { connectorOf } from '../walletStandard/wallets.js'
import { begin, networkById } from './session.js'

/**
 * Connects a Wallet Standard wallet, or logs in to the embedded wallet when this adapter owns it (resolving
 * once the session is announced and Solana's side, followEmbedded, has opened it).
 */
export async function connect(
  state: SolanaAdapterState,
  { connectorUid, chainId, email, social, passkey, flow }: SolanaParameters<'connect'>,
): Promise<void> {
  const owner = state.embeddedOwner
  if (owner && connectorUid === owner.connector.uid) {
    const login: EmbeddedLogin | undefined = social
      ? { social, flow }
      : email
        ? { email, flow }
        : passkey
          ? { passkey, flow }
          : undefined
    if (!login) throw new InvalidEmailError()
    await owner.logIn(login)
    if (state.session?.connectorUid !== connectorUid) throw new AccountNotFoundError(connectorUid)
    return
  }
  if (state.walletConnect?.pairs(connectorUid)) return state.walletConnect.pair(flow)
  const wallet = state.wallets.find((candidate) => connectorOf(candidate).uid === connectorUid)
  if (!wallet) throw new ConnectorNotFoundError(connectorUid)
  const network =
    networkById(state, chainId) ??
    networkById(state, state.session?.network.id ?? state.store.read()?.network) ??
    state.networks[0]
  const feature = (wallet.features as StandardConnectFeature)[StandardConnect]
  const { accounts } = await feature.connect()
  if (!begin(state, wallet, accounts, network)) throw new AccountNotFoundError(connectorUid)
}

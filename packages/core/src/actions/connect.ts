import type { SocialLogin } from '../connectors/flow.js'
import type { Connector } from '../connectors/types.js'
import type { BaseError } from '../errors/base.js'
import { toWalletError } from '../errors/toWalletError.js'
import {
  AccountNotFoundError,
  ConnectorNotFoundError,
  InvalidEmailError,
} from '../errors/walletActions.js'
import { applyActiveNamespace } from '../state/connection.js'
import type { AccountState } from '../state/types.js'
import { applyPairedWallet, setConnectionStatus } from '../state/walletActionWrites.js'
import type { Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'
import { isEmail } from '../utils/email.js'
import type { PairingWallet } from '../views.js'
import { endConnectFlow, startConnectFlow } from './connectFlow.js'
import { getAdapter } from './getAdapter.js'

export type ConnectParameters = {
  connectorUid: string
  chainId?: number | string | undefined
  /** Where a connector that serves several namespaces connects; its first namespace by default. */
  namespace?: Namespace | undefined
  /** The e-mail address to log in with, for the auth connector (the embedded wallet). */
  email?: string | undefined
  /** A social login through the auth connector (SPEC §4). */
  social?: SocialLogin | undefined
  /** A passkey sign-in through the auth connector: the flow shows the wallet's passkey page (`awaitPasskey`). */
  passkey?: boolean | undefined
  /** The wallet a WalletConnect pairing is for: it becomes the connected wallet and a recent one. */
  wallet?: PairingWallet | undefined
}
export type ConnectReturnType = {
  connector: Connector
  /** The account of every namespace the connection serves. */
  accounts: Partial<Record<Namespace, AccountState>>
}
export type ConnectErrorType = BaseError

/**
 * Connects through a connector (SPEC §4). Every namespace it serves is connecting meanwhile and goes back
 * on failure; the adapter's events write the connection, this returns what they wrote. Steps the flow
 * needs (a pairing URI, an OTP) show up in `state.connectFlow`; `cancelConnect` aborts.
 */
export async function connect(
  foyer: FoyerContext,
  { connectorUid, chainId, namespace, email, social, passkey, wallet }: ConnectParameters,
): Promise<ConnectReturnType> {
  const state = foyer.store.getState()
  const connector = state.connectors.find((candidate) => candidate.uid === connectorUid)
  if (!connector) throw new ConnectorNotFoundError(connectorUid)
  if (email !== undefined && !isEmail(email)) throw new InvalidEmailError()
  const served = connector.namespaces.filter((candidate) =>
    foyer.adapters.some((adapter) => adapter.namespace === candidate),
  )
  const adapter = getAdapter(foyer, namespace ?? served[0] ?? connector.namespaces[0])
  const before = new Map(
    served.map((ns) => [ns, state.accounts[ns]?.status ?? 'disconnected'] as const),
  )

  for (const ns of served) {
    // A wallet paired earlier must not name this connection (state/connection.ts, applyPairedWallet).
    if (before.get(ns) !== 'connected') foyer.storage.remove(`pairedWallet.${ns}`)
    setConnectionStatus(foyer, ns, 'connecting')
  }
  const flow = startConnectFlow(foyer, connectorUid)
  foyer.events.emit({ type: 'CONNECT_STARTED', walletId: connector.id })
  try {
    await adapter.connect({
      connectorUid,
      chainId,
      flow,
      ...(email === undefined ? {} : { email }),
      ...(social === undefined ? {} : { social }),
      ...(passkey ? { passkey } : {}),
    })
    const after = foyer.store.getState()
    const accounts: Partial<Record<Namespace, AccountState>> = {}
    for (const ns of served) {
      const account = after.accounts[ns]
      if (account?.status === 'connected' && account.connectorUid === connectorUid)
        accounts[ns] = account
    }
    // A session may bring only some of its namespaces (a WalletConnect wallet on Solana alone): one is enough,
    // and the visitor is then on it.
    const connected = Object.keys(accounts) as Namespace[]
    if (!accounts[adapter.namespace] && !connected[0]) throw new AccountNotFoundError(connectorUid)
    const active = after.activeNamespace
    if (connected[0] && (!active || !accounts[active]) && !served.every((ns) => accounts[ns]))
      applyActiveNamespace(foyer, connected[0])
    // A namespace the session did not bring (a WalletConnect wallet without Solana, an embedded wallet whose
    // frame serves none of the app's clusters) does not stay "connecting".
    undoConnecting(foyer, new Map([...before].filter(([ns]) => !accounts[ns])))
    if (wallet) applyPairedWallet(foyer, served, wallet)
    foyer.events.emit({
      type: 'CONNECT_SUCCESS',
      walletId: connector.id,
      namespace: adapter.namespace,
    })
    return { connector, accounts }
  } catch (cause) {
    const error = toWalletError(cause)
    undoConnecting(foyer, before)
    foyer.events.emit({
      type: 'CONNECT_ERROR',
      walletId: connector.id,
      message: error.shortMessage,
    })
    throw error
  } finally {
    endConnectFlow(foyer, flow)
  }
}

/** Undoes this connect's "connecting" (another wallet may have connected meanwhile: that one stays). */
function undoConnecting(foyer: FoyerContext, before: Map<Namespace, AccountState['status']>) {
  for (const [ns, status] of before)
    if (foyer.store.getState().accounts[ns]?.status === 'connecting')
      setConnectionStatus(foyer, ns, status === 'connected' ? 'disconnected' : status)
}

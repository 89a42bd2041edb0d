import type { Namespace } from '../types/caip.js'

/**
 * How a connector reaches its wallet: an injected or EIP-6963 provider, a Wallet Standard wallet, a
 * WalletConnect pairing, the embedded wallet (auth), or anything else a host brings (external).
 */
export type ConnectorType = 'injected' | 'walletStandard' | 'walletConnect' | 'auth' | 'external'

/**
 * Connector types whose one session serves several namespaces at once (a WalletConnect session or an
 * embedded wallet carries eip155 and solana): disconnecting one of their namespaces disconnects the others
 * that share the connector (SPEC §4 'Disconnect').
 */
export const SESSION_CONNECTOR_TYPES: readonly ConnectorType[] = ['walletConnect', 'auth']

/** A way in that the visitor chooses (SPEC §3 'Connector'), as the adapters report it. */
export type Connector = {
  /** Stable id across reloads (e.g. an EIP-6963 rdns). */
  id: string
  /** Unique id of this connector instance; the same for every namespace a session connector serves. */
  uid: string
  name: string
  type: ConnectorType
  /** The namespaces one connection through it serves, the first being where it connects. */
  namespaces: readonly Namespace[]
  icon?: string | undefined
  rdns?: string | undefined
  explorerId?: string | undefined
}

/** Whether disconnecting one namespace of this connector ends its other namespaces too. */
export function isSessionConnector(connector: Pick<Connector, 'type'> | undefined): boolean {
  return !!connector && SESSION_CONNECTOR_TYPES.includes(connector.type)
}

import { isSessionConnector } from '../connectors/types.js'
import type { BaseError } from '../errors/base.js'
import { DisconnectError } from '../errors/walletActions.js'
import { applyDisconnected } from '../state/connection.js'
import type { FoyerState } from '../state/types.js'
import type { Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'

export type DisconnectParameters = { namespace?: Namespace | undefined }
export type DisconnectReturnType = undefined
export type DisconnectErrorType = DisconnectError | BaseError

/**
 * Disconnects one namespace, or every connected one (SPEC §4). Disconnecting a namespace connected through a
 * WalletConnect or embedded-wallet session disconnects the other namespaces of that session too. State is
 * reset even when a wallet fails to disconnect; failures are gathered into one DisconnectError (code
 * DISCONNECT_ERROR).
 */
export async function disconnect(
  foyer: FoyerContext,
  { namespace }: DisconnectParameters = {},
): Promise<DisconnectReturnType> {
  const state = foyer.store.getState()
  const wanted = withSessionNamespaces(
    state,
    namespace ? [namespace] : foyer.adapters.map((adapter) => adapter.namespace),
  )
  const targets = foyer.adapters.filter(
    (adapter) =>
      wanted.has(adapter.namespace) && state.accounts[adapter.namespace]?.status !== 'disconnected',
  )
  const failures: { namespace: string; error: unknown }[] = []
  await Promise.all(
    targets.map(async (adapter) => {
      try {
        await adapter.disconnect()
      } catch (error) {
        failures.push({ namespace: adapter.namespace, error })
      }
      applyDisconnected(foyer, adapter.namespace)
    }),
  )
  if (failures.length) {
    const error = new DisconnectError(failures)
    foyer.events.emit({ type: 'DISCONNECT_ERROR', message: error.message })
    throw error
  }
  foyer.events.emit({ type: 'DISCONNECT_SUCCESS' })
}

/** The namespaces asked for, plus those sharing a session connector with one of them. */
function withSessionNamespaces(state: FoyerState, namespaces: Namespace[]): Set<Namespace> {
  const wanted = new Set(namespaces)
  for (const namespace of namespaces) {
    const uid = state.accounts[namespace]?.connectorUid
    const connector = state.connectors.find((candidate) => candidate.uid === uid)
    if (!uid || !isSessionConnector(connector)) continue
    for (const [other, account] of Object.entries(state.accounts))
      if (account?.connectorUid === uid) wanted.add(other as Namespace)
  }
  return wanted
}

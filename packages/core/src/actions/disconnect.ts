import { DisconnectError } from '../errors/connection.js'
import { applyDisconnected } from '../state/connection.js'
import type { Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'

export type DisconnectParameters = { namespace?: Namespace | undefined }

/**
 * Disconnects one namespace, or every connected one (SPEC §4). State is reset even when a wallet fails to
 * disconnect; failures are gathered into one DisconnectError (code DISCONNECT_ERROR).
 */
export async function disconnect(
  foyer: FoyerContext,
  { namespace }: DisconnectParameters = {},
): Promise<void> {
  const { accounts } = foyer.store.getState()
  const targets = foyer.adapters.filter(
    (adapter) =>
      (namespace ? adapter.namespace === namespace : true) &&
      accounts[adapter.namespace]?.status !== 'disconnected',
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

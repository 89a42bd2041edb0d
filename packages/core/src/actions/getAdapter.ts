import type { ChainAdapter } from '../adapter.js'
import { AdapterNotFoundError } from '../errors/connection.js'
import type { Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'

export type GetAdapterReturnType = ChainAdapter
export type GetAdapterErrorType = AdapterNotFoundError

/** The arguments after the instance. */
export type GetAdapterParameters = [namespace?: Namespace]

/** The adapter for a namespace (the active one by default); throws when there is none. */
export function getAdapter(foyer: FoyerContext, namespace?: Namespace): ChainAdapter {
  const wanted = namespace ?? foyer.store.getState().activeNamespace
  const adapter = foyer.adapters.find((candidate) => candidate.namespace === wanted)
  if (!adapter) throw new AdapterNotFoundError(wanted)
  return adapter
}

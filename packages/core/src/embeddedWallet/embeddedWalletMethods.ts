import { getAdapter } from '../actions/getAdapter.js'
import {
  type ChainAdapter,
  canManageEmbeddedWallet,
  type ManagesEmbeddedWallet,
} from '../adapter.js'
import { NotConnectedError } from '../errors/connection.js'
import type { Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'

type OptionalMethod = Exclude<
  {
    [K in keyof ManagesEmbeddedWallet]-?: undefined extends ManagesEmbeddedWallet[K] ? K : never
  }[keyof ManagesEmbeddedWallet],
  undefined
>
type Methods<K extends OptionalMethod> = Required<Pick<ManagesEmbeddedWallet, K>>

/**
 * Some of the optional account methods of the embedded wallet connected on an adapter (devices, passkeys),
 * bound to it; undefined when the adapter's account is not the embedded wallet's or its wallet lacks one.
 */
export function embeddedWalletMethods<K extends OptionalMethod>(
  adapter: ChainAdapter,
  names: readonly K[],
): Methods<K> | undefined {
  if (!canManageEmbeddedWallet(adapter) || !adapter.isEmbeddedWalletConnected()) return undefined
  const methods: Partial<Record<K, unknown>> = {}
  for (const name of names) {
    const method = adapter[name] as ((...args: never[]) => unknown) | undefined
    if (typeof method !== 'function') return undefined
    methods[name] = method.bind(adapter)
  }
  return methods as Methods<K>
}

/** The methods on a namespace (the active one by default); NotConnectedError when there are none. */
export function requireEmbeddedWalletMethods<K extends OptionalMethod>(
  foyer: FoyerContext,
  namespace: Namespace | undefined,
  names: readonly K[],
): Methods<K> {
  const methods = embeddedWalletMethods(getAdapter(foyer, namespace), names)
  if (!methods) throw new NotConnectedError()
  return methods
}

/** Whether the account of a namespace (the active one by default) has the methods now. */
export function hasEmbeddedWalletMethods(
  foyer: FoyerContext,
  namespace: Namespace | undefined,
  names: readonly OptionalMethod[],
): boolean {
  const wanted = namespace ?? foyer.store.getState().activeNamespace
  const adapter = foyer.adapters.find((candidate) => candidate.namespace === wanted)
  return !!adapter && !!embeddedWalletMethods(adapter, names)
}

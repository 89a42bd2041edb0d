import type { CaipNetwork } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'

export type GetNetworksReturnType = CaipNetwork[]
/** It does not throw. */
export type GetNetworksErrorType = never

/** All networks the host configured, across adapters. */
export function getNetworks(foyer: FoyerContext): CaipNetwork[] {
  return foyer.adapters.flatMap((adapter) => [...adapter.networks])
}

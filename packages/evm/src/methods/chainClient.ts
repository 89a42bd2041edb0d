import { NetworkNotFoundError } from '@foyer/core'
import { getClient } from '@wagmi/core'
import type { EvmAdapterState } from '../adapterState.js'

/** The adapter's chain of that id, or NetworkNotFoundError when the host did not configure it. */
export function chainFor({ chains }: EvmAdapterState, chainId: number) {
  const chain = chains.find((candidate) => candidate.id === chainId)
  if (!chain) throw new NetworkNotFoundError(`eip155:${chainId}`)
  return chain
}

/** wagmi's client for a configured chain (its transport), for the reads in rpc.ts. */
export function clientFor(state: EvmAdapterState, chainId: number) {
  const client = getClient(state.wagmiConfig, { chainId: chainFor(state, chainId).id })
  if (!client) throw new NetworkNotFoundError(`eip155:${chainId}`)
  return client
}

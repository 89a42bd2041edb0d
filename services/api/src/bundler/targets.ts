// The bundler and paymaster of each chain, as upstream pools (gateway/upstreams.ts: in-flight requests
// bounded, a failing upstream set aside). One URL each, so no failover and no health probes: a pool with one
// upstream still tries it when it is set aside.

import type { ServiceChain } from '../config.js'
import { createUpstreamPool, type UpstreamPool } from '../gateway/upstreams.js'

/** Which upstream a method goes to, and what it is called in answers. */
export type BundlerRole = 'bundler' | 'paymaster'

/** One chain's endpoints: `eip155:<id>` for messages, its bundler, and its paymaster when it has one. */
export type BundlerTarget = {
  key: string
  /** The chain's id and account factory (whose accounts its paymaster may sponsor). */
  chain: Pick<ServiceChain, 'id' | 'accountFactory'>
  pools: { bundler: UpstreamPool; paymaster?: UpstreamPool | undefined }
}

/**
 * The chains' bundler targets by the chain ids a query may carry (`1` and `eip155:1`), and the ids of the
 * chains served without a bundler (their requests are refused with a reason of their own).
 */
export function bundlerTargets(chains: readonly ServiceChain[]) {
  const targets = new Map<string, BundlerTarget>()
  const withoutBundler = new Set<string>()
  for (const chain of chains) {
    const ids = [String(chain.id), `eip155:${chain.id}`]
    if (!chain.bundlerUrl) {
      for (const id of ids) withoutBundler.add(id)
      continue
    }
    const bundler = createUpstreamPool([chain.bundlerUrl])
    // One URL for both (a bundler that sponsors too) is one pool: one bound on requests in flight.
    const paymaster =
      chain.paymasterUrl === undefined
        ? undefined
        : chain.paymasterUrl === chain.bundlerUrl
          ? bundler
          : createUpstreamPool([chain.paymasterUrl])
    const target = {
      key: `eip155:${chain.id}`,
      chain: { id: chain.id, accountFactory: chain.accountFactory },
      pools: { bundler, paymaster },
    }
    for (const id of ids) targets.set(id, target)
  }
  return { targets, withoutBundler }
}

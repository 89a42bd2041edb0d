import { SOLANA_CLUSTER_REFERENCE, SOLANA_CLUSTERS } from '@foyer/core/api'
import * as v from 'valibot'

/** A chain the frame can use, as its config lists it. */
export type FrameChain = {
  id: number
  name: string
  rpcUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
}

/** An RPC endpoint the frame may call (the frame's limit on its length). */
const rpcUrl = v.pipe(
  v.string(),
  v.maxLength(2048),
  v.url(),
  v.check((url) => /^https?:$/.test(new URL(url).protocol), 'rpcUrl must be http(s)'),
)

/**
 * FOYER_AUTH_CHAINS: the same JSON shape as @foyer/api's FOYER_API_CHAINS (so one value can serve both;
 * `multicall3` is accepted and not used here).
 */
const chainsSchema = v.pipe(
  v.array(
    v.object({
      id: v.pipe(v.number(), v.integer(), v.minValue(1)),
      // The limits are the frame's (it refuses a config beyond them).
      name: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
      rpcUrl,
      nativeCurrency: v.object({
        name: v.pipe(v.string(), v.maxLength(64)),
        symbol: v.pipe(v.string(), v.maxLength(16)),
        decimals: v.pipe(v.number(), v.integer(), v.minValue(0)),
      }),
      multicall3: v.optional(v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/))),
    }),
  ),
  v.minLength(1),
)

/** Parses FOYER_AUTH_CHAINS' value; throws naming what is wrong. */
export function parseChains(value: unknown): FrameChain[] {
  const result = v.safeParse(chainsSchema, value)
  if (!result.success)
    throw new Error(
      result.issues.map((issue) => `${v.getDotPath(issue) ?? ''} ${issue.message}`).join('; '),
    )
  return toFrameChains(result.output)
}

/** Chains (the services' or viem's shape) as the frame takes them. */
export function toFrameChains(chains: readonly FrameChain[]): FrameChain[] {
  return chains.map(({ id, name, rpcUrl, nativeCurrency }) => ({
    id,
    name,
    rpcUrl,
    nativeCurrency: {
      name: nativeCurrency.name,
      symbol: nativeCurrency.symbol,
      decimals: nativeCurrency.decimals,
    },
  }))
}

/** A Solana cluster the frame signs for: its CAIP-2 reference (the genesis hash's first 32 characters). */
export type FrameSolanaCluster = { reference: string; name: string; rpcUrl: string }

/** SPEC §9's three Solana clusters, which the frame serves unless FOYER_AUTH_SOLANA_CLUSTERS says otherwise. */
export const PUBLIC_SOLANA_CLUSTERS: readonly FrameSolanaCluster[] = Object.values(
  SOLANA_CLUSTERS,
).map(({ reference, name, rpcUrl }) => ({ reference, name, rpcUrl }))

/** FOYER_AUTH_SOLANA_CLUSTERS: FOYER_API_SOLANA_CLUSTERS' JSON shape, `[{ "reference", "name", "rpcUrl" }]`. */
const solanaClustersSchema = v.array(
  v.object({
    reference: v.pipe(
      v.string(),
      v.regex(SOLANA_CLUSTER_REFERENCE, 'expected a genesis hash prefix (32 base58 characters)'),
    ),
    name: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
    rpcUrl,
  }),
)

/** Parses FOYER_AUTH_SOLANA_CLUSTERS' value; throws naming what is wrong. */
export function parseSolanaClusters(value: unknown): FrameSolanaCluster[] {
  const result = v.safeParse(solanaClustersSchema, value)
  if (!result.success)
    throw new Error(
      result.issues.map((issue) => `${v.getDotPath(issue) ?? ''} ${issue.message}`).join('; '),
    )
  return result.output.map(({ reference, name, rpcUrl }) => ({ reference, name, rpcUrl }))
}

import { SOLANA_CLUSTER_REFERENCE, SOLANA_CLUSTERS } from '@foyer/core/api'
import * as v from 'valibot'

/**
 * ERC-4337 v0.7 smart accounts on a chain, as the frame uses them: the account factory; the bundler user
 * operations go to — the data service's `POST /v1/bundler` unless `bundlerUrl` names one the browser calls
 * itself (its key is then public: use one restricted to the auth service's origin); and whether the data
 * service's paymaster sponsors gas (`sponsored`: the frame sends its session's sponsorship token there, issue
 * 37). A paymaster's own URL is never here: it would reach every browser, and with it the operator's funds.
 * The entry point is always v0.7's, 0x0000000071727De22E5E9d8BAf0edAc6f37da032.
 */
export type FrameSmartAccount = {
  factory: `0x${string}`
  bundlerUrl?: string | undefined
  sponsored?: boolean | undefined
}

/** A chain the frame can use, as its config lists it. */
export type FrameChain = {
  id: number
  name: string
  rpcUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  smartAccount?: FrameSmartAccount | undefined
}

/** An http(s) endpoint the frame may call (the frame's limit on its length). */
const endpoint = (name: string) =>
  v.pipe(
    v.string(),
    v.maxLength(2048),
    v.url(),
    // valibot runs the whole pipe even when url() failed: the check must not throw on a non-URL.
    v.check(
      (url) => URL.canParse(url) && /^https?:$/.test(new URL(url).protocol),
      `${name} must be http(s)`,
    ),
  )
const rpcUrl = endpoint('rpcUrl')

const smartAccountSchema = v.strictObject({
  factory: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/, 'expected an address')),
  bundlerUrl: v.optional(endpoint('bundlerUrl')),
  sponsored: v.optional(v.boolean()),
  // Refused with a reason rather than as an unknown key: it was read here before issue 37.
  paymasterUrl: v.optional(
    v.never(
      'is not read here: a paymaster URL in the frame reaches every browser; name it in FOYER_API_CHAINS and set "sponsored": true',
    ),
  ),
})

/**
 * FOYER_AUTH_CHAINS: the same JSON shape as @foyer/api's FOYER_API_CHAINS (so one value can serve both;
 * `multicall3` is accepted and not used here, the API's other fields are dropped), plus `smartAccount`
 * (FrameSmartAccount), which the data service ignores.
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
      smartAccount: v.optional(smartAccountSchema),
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
  return toFrameChains(result.output as FrameChain[])
}

/** Chains (the services' or viem's shape) as the frame takes them. */
export function toFrameChains(chains: readonly FrameChain[]): FrameChain[] {
  // Field by field: the frame's schema is strict, and a services' chain carries more (swap, multicall3…).
  return chains.map(({ id, name, rpcUrl, nativeCurrency, smartAccount }) => ({
    id,
    name,
    rpcUrl,
    nativeCurrency: {
      name: nativeCurrency.name,
      symbol: nativeCurrency.symbol,
      decimals: nativeCurrency.decimals,
    },
    ...(smartAccount && {
      smartAccount: {
        factory: smartAccount.factory,
        ...(smartAccount.bundlerUrl && { bundlerUrl: smartAccount.bundlerUrl }),
        ...(smartAccount.sponsored && { sponsored: true }),
      },
    }),
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

import * as v from 'valibot'

/** A chain the frame can use, as its config lists it. */
export type FrameChain = {
  id: number
  name: string
  rpcUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
}

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
      rpcUrl: v.pipe(
        v.string(),
        v.maxLength(2048),
        v.url(),
        v.check((url) => /^https?:$/.test(new URL(url).protocol), 'rpcUrl must be http(s)'),
      ),
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

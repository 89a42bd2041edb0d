import type { Address } from 'viem'

// Uniswap V2's arithmetic, as its Router02 does it (getAmountOut with the 0.3% fee), on lower-case
// addresses. Pure: the pools' reserves come in as a lookup.

/** The reserves of the pool between two tokens, as (reserve of `tokenIn`, reserve of `tokenOut`). */
export type ReservesLookup = (
  tokenIn: Address,
  tokenOut: Address,
) => readonly [bigint, bigint] | undefined

/** A route priced for one input amount. */
export type PricedRoute = {
  path: Address[]
  /** The amount at each step of the path, the input first (as the router's getAmountsOut). */
  amounts: bigint[]
  amountOut: bigint
  /** How far the pools' depth moves the price, in percent; the 0.3% fee per pool is not counted. */
  priceImpact: number
}

/** What one pool gives for `amountIn` (UniswapV2Library.getAmountOut). */
export function getAmountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return 0n
  const inWithFee = amountIn * 997n
  return (inWithFee * reserveOut) / (reserveIn * 1000n + inWithFee)
}

/** The pairs a quote may use: the direct one and one hop through each base that is neither end. */
export function candidatePaths(from: Address, to: Address, bases: readonly Address[]): Address[][] {
  const hops = [...new Set(bases)].filter((base) => base !== from && base !== to)
  return [[from, to], ...hops.map((base) => [from, base, to])]
}

/** Every pool the candidate paths touch, each once, its tokens in Uniswap's order (lower address first). */
export function poolsOf(paths: readonly Address[][]): [Address, Address][] {
  const pools = new Map<string, [Address, Address]>()
  for (const path of paths)
    for (let index = 0; index + 1 < path.length; index++) {
      const pair = sortPair(path[index] as Address, path[index + 1] as Address)
      pools.set(pair.join(':'), pair)
    }
  return [...pools.values()]
}

/** Two tokens in the order a Uniswap V2 pair stores them. */
export function sortPair(a: Address, b: Address): [Address, Address] {
  return a.toLowerCase() < b.toLowerCase() ? [a, b] : [b, a]
}

/** The route's amounts, or undefined when a pool on it is missing or empty. */
export function priceRoute(
  path: Address[],
  amountIn: bigint,
  reserves: ReservesLookup,
): PricedRoute | undefined {
  const amounts = [amountIn]
  // The price with no depth at all: what an infinitesimal amount would get, per unit, fee excluded.
  let spot = 1
  for (let index = 0; index + 1 < path.length; index++) {
    const pool = reserves(path[index] as Address, path[index + 1] as Address)
    if (!pool || pool[0] === 0n || pool[1] === 0n) return undefined
    const out = getAmountOut(amounts[index] as bigint, pool[0], pool[1])
    if (out === 0n) return undefined
    amounts.push(out)
    spot *= Number(pool[1]) / Number(pool[0])
  }
  const amountOut = amounts[amounts.length - 1] as bigint
  const hops = path.length - 1
  const ideal = Number(amountIn) * spot * 0.997 ** hops
  const priceImpact = ideal > 0 ? Math.max(0, (1 - Number(amountOut) / ideal) * 100) : 0
  return { path, amounts, amountOut, priceImpact }
}

/** The route that gives the most, or undefined when no candidate has liquidity. */
export function bestRoute(
  paths: Address[][],
  amountIn: bigint,
  reserves: ReservesLookup,
): PricedRoute | undefined {
  let best: PricedRoute | undefined
  for (const path of paths) {
    const priced = priceRoute(path, amountIn, reserves)
    if (priced && (!best || priced.amountOut > best.amountOut)) best = priced
  }
  return best
}

/** Gas a Router02 swap typically takes: a base for the call and the transfers, and more per pool. */
export function typicalSwapGas(hops: number, nativeInOrOut: boolean): bigint {
  return (nativeInOrOut ? 60_000n : 50_000n) + 65_000n * BigInt(hops)
}

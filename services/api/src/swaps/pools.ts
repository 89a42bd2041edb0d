import { type Address, getAddress, type PublicClient, parseAbi, zeroAddress } from 'viem'
import type { ServiceChain } from '../config.js'
import { poolsOf, type ReservesLookup } from './math.js'
import type { SwapNetwork } from './networks.js'

const ammAbi = parseAbi([
  'function factory() view returns (address)',
  'function WETH() view returns (address)',
  'function getPair(address, address) view returns (address)',
  'function getReserves() view returns (uint112, uint112, uint32)',
])

/** How long "no pool between these tokens" is believed before the factory is asked again. */
const NO_POOL_TTL_MS = 60_000

/** What a swap network's router is built on, read from it once. */
export type RouterInfo = { router: Address; factory: Address; wrappedNative: Address }

/** Reads a swap network's router, pairs and reserves on one chain; pair addresses are kept (they never move). */
export function createPoolReader(client: PublicClient, chain: ServiceChain, network: SwapNetwork) {
  let info: Promise<RouterInfo> | undefined
  const pairs = new Map<string, { pair: Address; at: number }>()

  const readContract = <F extends 'factory' | 'WETH' | 'getPair' | 'getReserves'>(
    address: Address,
    functionName: F,
    args?: readonly [Address, Address],
  ) =>
    client.readContract({
      address,
      abi: ammAbi,
      functionName,
      ...(args ? { args } : {}),
    } as never) as Promise<unknown>

  /** Calls in one multicall when the chain has Multicall3, else side by side; a failed call is undefined. */
  const readMany = async (
    calls: {
      address: Address
      functionName: 'getPair' | 'getReserves'
      args?: readonly [Address, Address]
    }[],
  ): Promise<unknown[]> => {
    if (calls.length === 0) return []
    if (!chain.multicall3)
      return Promise.all(
        calls.map((call) =>
          readContract(call.address, call.functionName, call.args).catch(() => undefined),
        ),
      )
    const results = (await client.multicall({
      multicallAddress: chain.multicall3,
      allowFailure: true,
      batchSize: 0,
      contracts: calls.map((call) => ({ ...call, abi: ammAbi })) as never,
    })) as { status: 'success' | 'failure'; result?: unknown }[]
    return results.map((result) => (result.status === 'success' ? result.result : undefined))
  }

  const routerInfo = (): Promise<RouterInfo> => {
    info ??= Promise.all([
      readContract(network.router, 'factory'),
      readContract(network.router, 'WETH'),
    ]).then(
      ([factory, weth]) => ({
        router: getAddress(network.router),
        factory: factory as Address,
        wrappedNative: weth as Address,
      }),
      (error: unknown) => {
        // Not kept: the next request asks the chain again.
        info = undefined
        throw error
      },
    )
    return info
  }

  /** The pair of each pool (sorted tokens), from the cache or the factory; the zero address when none. */
  const pairsOf = async (pools: [Address, Address][], factory: Address) => {
    const now = Date.now()
    const key = (pool: [Address, Address]) => pool.join(':').toLowerCase()
    const missing = pools.filter((pool) => {
      const known = pairs.get(key(pool))
      return !known || (known.pair === zeroAddress && now - known.at > NO_POOL_TTL_MS)
    })
    const found = await readMany(
      missing.map((pool) => ({ address: factory, functionName: 'getPair' as const, args: pool })),
    )
    missing.forEach((pool, index) => {
      const pair = found[index] as Address | undefined
      // A failed read is not remembered as "no pool".
      if (pair) pairs.set(key(pool), { pair, at: now })
    })
    return pools.map((pool) => pairs.get(key(pool))?.pair ?? zeroAddress)
  }

  return {
    routerInfo,

    /** The reserves of every pool the paths touch, read now (one round trip once the pairs are known). */
    async reserves(paths: Address[][]): Promise<ReservesLookup> {
      const { factory } = await routerInfo()
      const pools = poolsOf(paths)
      const pairAddresses = await pairsOf(pools, factory)
      const live = pools.flatMap((pool, index) =>
        pairAddresses[index] && pairAddresses[index] !== zeroAddress
          ? [{ pool, pair: pairAddresses[index] as Address }]
          : [],
      )
      const answers = await readMany(
        live.map(({ pair }) => ({ address: pair, functionName: 'getReserves' as const })),
      )
      const byPool = new Map<string, readonly [bigint, bigint]>()
      live.forEach(({ pool }, index) => {
        const answer = answers[index] as readonly [bigint, bigint, number] | undefined
        if (answer) byPool.set(pool.join(':').toLowerCase(), [answer[0], answer[1]])
      })
      return (tokenIn, tokenOut) => {
        const forward = byPool.get(`${tokenIn}:${tokenOut}`.toLowerCase())
        if (forward) return forward
        const backward = byPool.get(`${tokenOut}:${tokenIn}`.toLowerCase())
        return backward ? [backward[1], backward[0]] : undefined
      }
    },
  }
}
export type PoolReader = ReturnType<typeof createPoolReader>

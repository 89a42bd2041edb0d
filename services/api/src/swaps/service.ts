import { minimumOut } from '@foyer/core'
import {
  NATIVE_TOKEN_ADDRESS,
  type SwapBuild,
  type SwapGasPrice,
  type SwapQuote,
  type SwapToken,
  type SwapTransaction,
} from '@foyer/core/api'
import { ApiError } from '@foyer/server'
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  maxUint256,
  type PublicClient,
  parseAbi,
} from 'viem'
import type { ChainClients, ServiceChain, ServiceConfig } from '../config.js'
import { NATIVE, type RegistryCache, tokenIconUrl } from '../data/registry.js'
import { bestRoute, candidatePaths, type PricedRoute, typicalSwapGas } from './math.js'
import { swapNetworkOf } from './networks.js'
import type { SwapTokenRef } from './params.js'
import { createPoolReader, type PoolReader } from './pools.js'

/** How long a swap may wait in the mempool before the router refuses it. */
export const SWAP_DEADLINE_SECONDS = 20 * 60

/** What the estimate gets on top, so a swap whose route moves a little still has gas (20%). */
const GAS_MARGIN_PERCENT = 120n

/** How long a chain's list of swappable tokens is kept. */
const TOKENS_TTL_MS = 60_000

const routerAbi = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[])',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[])',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[])',
])

/** The text SPEC §8 throws for a network without swaps, with the network named. */
function unsupported(chainId: number, served: number[]): ApiError {
  return new ApiError(
    400,
    'UNSUPPORTED_CHAIN',
    `Network not supported for Swaps: eip155:${chainId} (swaps on ${served.map((id) => `eip155:${id}`).join(', ') || 'none'})`,
  )
}

/**
 * What a failed chain read becomes: a token address with no contract behind it is the caller's mistake
 * (400); anything else is the chain's (502). Errors already answered pass as they are.
 */
export function chainFailure(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  const name = (error as { name?: string } | undefined)?.name ?? ''
  const text = error instanceof Error ? error.message : String(error)
  if (name === 'ContractFunctionExecutionError' && /returned no data|reverted/.test(text))
    return new ApiError(
      400,
      'INVALID_TOKEN',
      'Invalid token: no ERC-20 contract answers at this address',
    )
  return new ApiError(502, 'CHAIN_UNAVAILABLE', `The chain did not answer: ${reasonOf(error)}`)
}

/** A chain node's refusal (a revert, an RPC error) as a short reason for the visitor. */
function reasonOf(error: unknown): string {
  const text =
    error instanceof Error
      ? ((error as { shortMessage?: string }).shortMessage ?? error.message)
      : String(error)
  const reason = /reverted with the following reason:\s*(.+)/.exec(text)?.[1] ?? text.split('\n')[0]
  return (reason ?? 'unknown').slice(0, 200)
}

/**
 * Swaps on the configured networks' Uniswap V2 routers: tokens, quotes from the pools' reserves (direct or
 * one hop, the best chosen), allowances, gas prices, and the approval and swap transactions.
 */
export function createSwapService(
  config: ServiceConfig,
  clients: ChainClients,
  registry: RegistryCache,
) {
  const networks = new Map<
    number,
    { chain: ServiceChain; client: PublicClient; reader: PoolReader; bases: Address[] }
  >()
  for (const chain of config.chains) {
    const network = swapNetworkOf(chain)
    const client = clients.get(chain.id)
    if (!network || !client) continue
    networks.set(chain.id, {
      chain,
      client,
      reader: createPoolReader(client, chain, network),
      bases: (network.bases ?? []).map((base) => base.toLowerCase() as Address),
    })
  }
  const tokenLists = new Map<number, { at: number; tokens: Promise<SwapToken[]> }>()

  const networkOf = (chainId: number) => {
    const network = networks.get(chainId)
    if (!network) throw unsupported(chainId, [...networks.keys()])
    return network
  }
  const caip = (chainId: number, address: string) => `eip155:${chainId}:${address}`

  /** The token as a pool knows it: the wrapped coin for the coin. */
  const poolToken = async (network: ReturnType<typeof networkOf>, token: SwapTokenRef) =>
    token.native
      ? ((await network.reader.routerInfo()).wrappedNative.toLowerCase() as Address)
      : token.address

  const gasPriceOf = async (client: PublicClient): Promise<bigint> => {
    try {
      return await client.getGasPrice()
    } catch (error) {
      throw new ApiError(
        502,
        'GAS_PRICE_UNAVAILABLE',
        `Gas Price: the chain did not answer (${reasonOf(error)})`,
      )
    }
  }

  /** The best route for `amount` of `from` into `to`, or 400 when no pool path has liquidity. */
  const route = async (from: SwapTokenRef, to: SwapTokenRef, amount: bigint) => {
    const network = networkOf(from.chainId)
    const { wrappedNative } = await network.reader.routerInfo()
    const [tokenIn, tokenOut] = await Promise.all([
      poolToken(network, from),
      poolToken(network, to),
    ])
    if (tokenIn === tokenOut)
      throw new ApiError(
        400,
        'INVALID_TOKEN',
        'Invalid to: the coin and its wrapped token are not a swap',
      )
    const paths = candidatePaths(tokenIn, tokenOut, [
      wrappedNative.toLowerCase() as Address,
      ...network.bases,
    ])
    const best = bestRoute(paths, amount, await network.reader.reserves(paths))
    if (!best)
      throw new ApiError(
        400,
        'NO_LIQUIDITY',
        'No liquidity: no pool can swap these tokens for this amount',
      )
    return { network, best }
  }

  const quoteBody = (
    from: SwapTokenRef,
    to: SwapTokenRef,
    best: PricedRoute,
    gasPrice: bigint | undefined,
  ): SwapQuote => {
    const gasLimit = typicalSwapGas(best.path.length - 1, from.native || to.native)
    const route = best.path.map((token, index) =>
      caip(
        from.chainId,
        (index === 0 && from.native) || (index === best.path.length - 1 && to.native)
          ? NATIVE_TOKEN_ADDRESS
          : token,
      ),
    )
    return {
      fromAccount: caip(from.chainId, from.address),
      fromAmount: best.amounts[0]?.toString() ?? '0',
      toAccount: caip(to.chainId, to.address),
      toAmount: best.amountOut.toString(),
      route,
      priceImpact: Math.round(best.priceImpact * 100) / 100,
      gasLimit: gasLimit.toString(),
      networkFee: gasPrice === undefined ? null : (gasLimit * gasPrice).toString(),
    }
  }

  return {
    /** Chain ids with swaps. */
    chainIds: () => [...networks.keys()],

    /** The coin and each registry token (spam left out) that has a pool with the wrapped coin or a base. */
    tokens(chainId: number): Promise<SwapToken[]> {
      const network = networkOf(chainId)
      const cached = tokenLists.get(chainId)
      if (cached && Date.now() - cached.at < TOKENS_TTL_MS) return cached.tokens
      const tokens = (async () => {
        const snapshot = await registry.get()
        const { wrappedNative } = await network.reader.routerInfo()
        const weth = wrappedNative.toLowerCase() as Address
        const bases = [weth, ...network.bases]
        const candidates = (snapshot.tokensByChain.get(`eip155:${chainId}`) ?? []).filter(
          (token) => !token.spam && token.address.toLowerCase() !== weth,
        )
        const paths = candidates.flatMap((token) =>
          bases
            .filter((base) => base !== token.address.toLowerCase())
            .map((base) => [token.address.toLowerCase() as Address, base]),
        )
        const reserves = await network.reader.reserves(paths)
        const pooled = candidates.filter((token) =>
          bases.some((base) => {
            const pool = reserves(token.address.toLowerCase() as Address, base)
            return pool !== undefined && pool[0] > 0n && pool[1] > 0n
          }),
        )
        const coin = network.chain.nativeCurrency
        return [
          {
            name: coin.name,
            symbol: coin.symbol,
            address: caip(chainId, NATIVE_TOKEN_ADDRESS),
            decimals: coin.decimals,
            logoUri: tokenIconUrl(config, coin.symbol),
          },
          ...pooled.map((token) => ({
            name: token.name,
            symbol: token.symbol,
            address: caip(chainId, token.address.toLowerCase()),
            decimals: token.decimals,
            logoUri: token.iconUrl ?? tokenIconUrl(config, token.symbol),
          })),
        ]
      })()
      tokenLists.set(chainId, { at: Date.now(), tokens })
      // A failed read is not kept.
      tokens.catch(() => tokenLists.delete(chainId))
      return tokens
    },

    async quote(
      from: SwapTokenRef,
      to: SwapTokenRef,
      amount: bigint,
      gasPrice?: bigint,
    ): Promise<SwapQuote> {
      const { network, best } = await route(from, to, amount)
      const price = gasPrice ?? (await network.client.getGasPrice().catch(() => undefined))
      return quoteBody(from, to, best, price)
    },

    async allowance(token: SwapTokenRef, user: Address) {
      const network = networkOf(token.chainId)
      const { router } = await network.reader.routerInfo()
      if (token.native) return { allowance: maxUint256.toString(), spender: router }
      const allowance = await network.client.readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [user, router],
      })
      return { allowance: allowance.toString(), spender: router }
    },

    async gasPrice(chainId: number): Promise<SwapGasPrice> {
      const price = await gasPriceOf(networkOf(chainId).client)
      return {
        standard: price.toString(),
        fast: ((price * 120n) / 100n).toString(),
        instant: ((price * 150n) / 100n).toString(),
      }
    },

    async buildApprove(
      token: SwapTokenRef,
      user: Address,
      amount: bigint | undefined,
    ): Promise<SwapTransaction> {
      if (token.native)
        throw new ApiError(400, 'INVALID_TOKEN', 'Invalid from: the coin needs no approval')
      const network = networkOf(token.chainId)
      const { router } = await network.reader.routerInfo()
      return {
        from: user,
        to: token.address,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [router, amount ?? maxUint256],
        }),
        value: '0',
        gasPrice: (await gasPriceOf(network.client)).toString(),
      }
    },

    async buildSwap(parameters: {
      from: SwapTokenRef
      to: SwapTokenRef
      amount: bigint
      user: Address
      slippagePercent: number
      estimate: boolean
    }): Promise<SwapBuild> {
      const { from, to, amount, user, slippagePercent, estimate } = parameters
      const { network, best } = await route(from, to, amount)
      const { router } = await network.reader.routerInfo()
      // The client's 'price moved' check computes the same minimum with the same function.
      const minimum = minimumOut(best.amountOut, slippagePercent)
      const deadline = Math.floor(Date.now() / 1000) + SWAP_DEADLINE_SECONDS
      const args = { path: best.path, to: user, deadline: BigInt(deadline) }
      const data = from.native
        ? encodeFunctionData({
            abi: routerAbi,
            functionName: 'swapExactETHForTokens',
            args: [minimum, args.path, args.to, args.deadline],
          })
        : encodeFunctionData({
            abi: routerAbi,
            functionName: to.native ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
            args: [amount, minimum, args.path, args.to, args.deadline],
          })
      const value = from.native ? amount : 0n
      const gasPrice = await gasPriceOf(network.client)
      let gas: bigint | undefined
      if (estimate) {
        try {
          gas = await network.client.estimateGas({ account: user, to: router, data, value })
        } catch (error) {
          throw new ApiError(400, 'SWAP_WOULD_FAIL', `The swap would fail now: ${reasonOf(error)}`)
        }
      }
      const tx: SwapTransaction = {
        from: user,
        to: router,
        data,
        value: value.toString(),
        gasPrice: gasPrice.toString(),
        ...(gas === undefined ? {} : { gas: ((gas * GAS_MARGIN_PERCENT) / 100n).toString() }),
      }
      return {
        tx,
        quote: quoteBody(from, to, best, gasPrice),
        minimumToAmount: minimum.toString(),
        deadline,
      }
    },

    /**
     * A token's price from the pools, for fungible/price when no operator price is set: the pool's spot
     * price against the wrapped coin or a base whose price is known. 0 when no pool says.
     */
    async poolPrice(
      chainId: number,
      token: Address,
      decimals: number,
      currency: string,
    ): Promise<number> {
      const network = networks.get(chainId)
      if (!network) return 0
      const snapshot = await registry.get()
      const { wrappedNative } = await network.reader.routerInfo()
      const weth = wrappedNative.toLowerCase() as Address
      const tokenIn = token.toLowerCase() as Address
      const priced = [weth, ...network.bases].flatMap((base) => {
        const isCoin = base === weth
        const price = snapshot.price(`eip155:${chainId}`, isCoin ? NATIVE : base, currency)
        const baseDecimals = isCoin
          ? network.chain.nativeCurrency.decimals
          : snapshot.token(`eip155:${chainId}`, base)?.decimals
        return base !== tokenIn && price > 0 && baseDecimals !== undefined
          ? [{ base, price, baseDecimals }]
          : []
      })
      if (priced.length === 0) return 0
      const reserves = await network.reader.reserves(priced.map(({ base }) => [tokenIn, base]))
      for (const { base, price, baseDecimals } of priced) {
        const pool = reserves(tokenIn, base)
        if (pool && pool[0] > 0n && pool[1] > 0n)
          return (Number(pool[1]) / 10 ** baseDecimals / (Number(pool[0]) / 10 ** decimals)) * price
      }
      return 0
    },
  }
}
export type SwapService = ReturnType<typeof createSwapService>

import { getSwapQuote } from '../actions/getSwapQuote.js'
import { getSwapTokens } from '../actions/getSwapTokens.js'
import {
  type ApproveSwapParameters,
  approveSwap,
  type SwapParameters,
  swap,
} from '../actions/swap.js'
import type { SwapToken } from '../api/convertSchemas.js'
import { parseCaipNetworkId } from '../caip/networkId.js'
import { SWAP_QUOTE_REFRESH_MS, SWAP_TOKENS_STALE_MS } from '../constants.js'
import { supports } from '../namespaces/supports.js'
import type { CaipNetworkId } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'

/**
 * Query options for the tokens swappable on a network. Kept a minute; not retried (a network without swaps
 * is not going to get them on a retry). Off without the services or on a namespace without swaps.
 */
export function getSwapTokensQueryOptions(
  foyer: FoyerContext,
  {
    address,
    caipNetworkId,
  }: { address: string | undefined; caipNetworkId: CaipNetworkId | undefined },
) {
  const namespace = caipNetworkId ? parseCaipNetworkId(caipNetworkId).namespace : undefined
  return {
    queryKey: ['foyer', 'swap', caipNetworkId] as const,
    queryFn: () => getSwapTokens(foyer),
    staleTime: SWAP_TOKENS_STALE_MS,
    retry: false,
    enabled:
      !!address && !!foyer.api && foyer.options.features.swaps && supports(namespace, 'swaps'),
  }
}

export type GetSwapQuoteQueryParameters = {
  fromToken: SwapToken | undefined
  toToken: SwapToken | undefined
  amount: string
  /** The connected address: a new account gets a new quote (its allowance differs). */
  address: string | undefined
  /** False while the swap as typed cannot be quoted. Default true. */
  enabled?: boolean | undefined
}

/**
 * Query options for a swap quote. Fetched again every 10 s while something shows it — pools move with
 * every block — and not at all once nothing does (TanStack stops the interval with the last observer).
 * Not retried: the next refresh is the retry.
 */
export function getSwapQuoteQueryOptions(
  foyer: FoyerContext,
  { fromToken, toToken, amount, address, enabled = true }: GetSwapQuoteQueryParameters,
) {
  return {
    queryKey: [
      'foyer',
      'swapQuote',
      fromToken?.address,
      toToken?.address,
      amount.trim(),
      address,
    ] as const,
    queryFn: () =>
      getSwapQuote(foyer, {
        fromToken: fromToken as SwapToken,
        toToken: toToken as SwapToken,
        amount,
      }),
    enabled: enabled && !!fromToken && !!toToken && !!address && !!amount.trim(),
    refetchInterval: SWAP_QUOTE_REFRESH_MS,
    staleTime: 0,
    gcTime: SWAP_QUOTE_REFRESH_MS,
    retry: false,
  }
}

/** Mutation options for approving the swap router to take the amount of a swap. */
export function approveSwapMutationOptions(foyer: FoyerContext) {
  return {
    mutationKey: ['foyer', 'approveSwap'] as const,
    mutationFn: (parameters: ApproveSwapParameters) => approveSwap(foyer, parameters),
  }
}

/** Mutation options for swapping. */
export function swapMutationOptions(foyer: FoyerContext) {
  return {
    mutationKey: ['foyer', 'swap'] as const,
    mutationFn: (parameters: SwapParameters) => swap(foyer, parameters),
  }
}

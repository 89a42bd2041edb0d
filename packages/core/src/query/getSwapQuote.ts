import { getSwapQuote } from '../actions/getSwapQuote.js'
import type { SwapToken } from '../api/convertSchemas.js'
import { SWAP_QUOTE_REFRESH_MS } from '../constants.js'
import type { FoyerContext } from '../types/instance.js'

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

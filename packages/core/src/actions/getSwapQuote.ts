import type { SwapQuote } from '../api/convertSchemas.js'
import { SWAP_SLIPPAGE_PERCENT } from '../constants.js'
import type { ApiRequestError } from '../errors/api.js'
import type { BaseError } from '../errors/base.js'
import { SwapError } from '../errors/swap.js'
import { isNativeSwapToken, type SwapInput } from '../swap/swapInput.js'
import { swapGasPrice, swapperOf } from '../swap/swapper.js'
import { checkSwap } from '../swap/validateSwap.js'
import type { FoyerContext } from '../types/instance.js'
import { minimumOut } from '../utils/minimumOut.js'
import { formatUnits } from '../utils/units.js'

export type GetSwapQuoteParameters = SwapInput
export type GetSwapQuoteReturnType = {
  /** The service's quote, as it answered (amounts in the smallest unit). */
  quote: SwapQuote
  /** What the swap delivers at today's pools, as a decimal of `toToken`. */
  toAmount: string
  /** The least it may deliver: the quote less the slippage tolerance; the swap reverts below it. */
  minimumToAmount: string
  slippagePercent: number
  /** How many `toToken` one `fromToken` buys at this quote. */
  rate: number
  /** How far this amount moves the pools' price, in percent (their 0.3% fee excluded). */
  priceImpact: number
  /** The swap's network fee at the standard gas price, as a decimal of the network's coin. */
  networkFee: string | undefined
  /** The router may not take this amount yet: an approval has to be sent first (never for the coin). */
  needsApproval: boolean
}
export type GetSwapQuoteErrorType = SwapError | ApiRequestError | BaseError

/**
 * Quotes a swap on the connected network (SPEC §7): the gas price, then the best route's quote at that
 * price, and — for a token — the router's allowance, to say whether an approval must come first. Throws
 * 'Gas Price: …' when the chain cannot give a gas price (SPEC §8). The balance is not checked: a quote for
 * more than the visitor holds still tells them the rate.
 */
export async function getSwapQuote(
  foyer: FoyerContext,
  parameters: GetSwapQuoteParameters,
): Promise<GetSwapQuoteReturnType> {
  const swapper = swapperOf(foyer)
  const { api, network, address } = swapper
  const { fromToken, toToken } = parameters
  const amount = checkSwap(parameters, network, undefined, foyer.store.getState().locale.tag)
  const allowance = isNativeSwapToken(fromToken)
    ? undefined
    : api.request('/v1/convert/allowance', 'swapAllowance', {
        query: { tokenAddress: fromToken.address, userAddress: address },
      })
  // Awaited below; a failure here must not go unhandled while the quote is fetched.
  allowance?.catch(() => {})
  const gasPrice = await swapGasPrice({ api, network })
  const { quotes } = await api.request('/v1/convert/quotes', 'swapQuotes', {
    query: {
      amount: amount.toString(),
      userAddress: address,
      from: fromToken.address,
      to: toToken.address,
      gasPrice: gasPrice.standard,
    },
  })
  const quote = quotes[0]
  if (!quote) throw new SwapError({ key: 'swapQuoteUnavailable' })
  const approved = allowance ? BigInt((await allowance).allowance) : undefined
  const toUnits = BigInt(quote.toAmount)
  const toAmount = formatUnits(toUnits, toToken.decimals)
  return {
    quote,
    toAmount,
    minimumToAmount: formatUnits(minimumOut(toUnits), toToken.decimals),
    slippagePercent: SWAP_SLIPPAGE_PERCENT,
    rate: Number(toAmount) / Number(formatUnits(amount, fromToken.decimals)),
    priceImpact: quote.priceImpact,
    networkFee:
      quote.networkFee === null
        ? undefined
        : formatUnits(BigInt(quote.networkFee), network.nativeCurrency.decimals),
    needsApproval: approved !== undefined && approved < amount,
  }
}

import type { SwapQuote } from '../api/convertSchemas.js'
import { SWAP_SLIPPAGE_PERCENT } from '../constants.js'
import type { ApiRequestError } from '../errors/api.js'
import type { BaseError } from '../errors/base.js'
import { SwapError } from '../errors/swap.js'
import { isNativeSwapToken, type SwapInput } from '../swap/swapInput.js'
import { sendBuiltTransaction, swapBalanceOf, swapperOf } from '../swap/swapper.js'
import { checkSwap } from '../swap/validateSwap.js'
import type { FoyerContext } from '../types/instance.js'
import { minimumOut } from '../utils/minimumOut.js'
import { formatUnits } from '../utils/units.js'
import { trackTransaction } from './trackTransaction.js'

export type SwapParameters = SwapInput & {
  /**
   * The service's quote the visitor saw (`getSwapQuote(…).quote`). The swap is sent only if it promises
   * at least that quote's minimum: a price that moved against them since is 'The price moved…'.
   */
  quote?: SwapQuote | undefined
}
export type SwapReturnType = {
  hash: string
  /** What was paid and what the quote the swap was built on delivers, as decimals. */
  fromAmount: string
  toAmount: string
}
export type SwapErrorType = SwapError | ApiRequestError | BaseError

/**
 * Swaps on the connected network (SPEC §4, §7 `/v1/convert/build-transaction`): built by the service at
 * the 1% slippage tolerance (SPEC §9) with a deadline, checked against the visitor's balance and the quote
 * they saw, sent through the wallet and followed until mined. A swap the chain reverts — the price moved
 * past the tolerance before it was mined — throws SWAP_REVERTED with that explanation.
 */
export async function swap(
  foyer: FoyerContext,
  parameters: SwapParameters,
): Promise<SwapReturnType> {
  const swapper = swapperOf(foyer)
  const { api, adapter, network, address } = swapper
  const { fromToken, toToken } = parameters
  const balance = await swapBalanceOf(foyer, swapper, fromToken)
  const amount = checkSwap(parameters, network, balance, foyer.store.getState().locale.tag)
  const built = await api.request('/v1/convert/build-transaction', 'swapTransaction', {
    method: 'POST',
    // SPEC §7's whole body: the project again (the service meters it), and the gas estimate kept on, so the
    // transaction carries a gas limit the wallet can show before its own estimate.
    body: {
      amount: amount.toString(),
      eip155: { slippage: SWAP_SLIPPAGE_PERCENT },
      projectId: foyer.options.projectId,
      from: fromToken.address,
      to: toToken.address,
      userAddress: address,
      disableEstimate: false,
    },
  })
  const seen = parameters.quote ? minimumOut(BigInt(parameters.quote.toAmount)) : undefined
  if (seen !== undefined && BigInt(built.minimumToAmount) < seen)
    throw new SwapError({ key: 'swapPriceMoved' }, 'PRICE_MOVED')
  const hash = await sendBuiltTransaction(
    swapper,
    built.tx,
    isNativeSwapToken(fromToken) ? amount : 0n,
  )
  const status = await trackTransaction(foyer, adapter, hash, network)
  if (status !== 'success')
    throw new SwapError(
      { key: 'swapReverted', values: { slippage: SWAP_SLIPPAGE_PERCENT } },
      'SWAP_REVERTED',
    )
  return {
    hash,
    fromAmount: formatUnits(amount, fromToken.decimals),
    toAmount: formatUnits(BigInt(built.quote.toAmount), toToken.decimals),
  }
}

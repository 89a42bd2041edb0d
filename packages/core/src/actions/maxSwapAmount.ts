import type { SwapToken } from '../api/convertSchemas.js'
import type { ApiRequestError } from '../errors/api.js'
import type { NotConnectedError } from '../errors/connection.js'
import type { ServiceNotConfiguredError } from '../errors/data.js'
import type { SwapError } from '../errors/swap.js'
import { isNativeSwapToken } from '../swap/swapInput.js'
import { swapGasPrice, swapperOf } from '../swap/swapper.js'
import type { FoyerContext } from '../types/instance.js'
import { formatUnits, parseUnits } from '../utils/units.js'

export type MaxSwapAmountParameters = {
  token: SwapToken
  /** What the visitor holds of it, as a decimal. */
  balance: string
}
/** A decimal of the token: '0' when the fee would take all of the coin. */
export type MaxSwapAmountReturnType = string
export type MaxSwapAmountErrorType =
  | SwapError
  | ServiceNotConfiguredError
  | NotConnectedError
  | ApiRequestError

/** Gas held back when the visitor swaps all their coin: more than a two-pool swap takes. */
const MAX_SWAP_GAS = 300_000n

/**
 * The most the visitor can swap of a token they hold `balance` of: all of a token; of the coin, the
 * balance less the network fee a swap may cost at the fast gas price, so that Max never asks the wallet for
 * more than it can pay.
 */
export async function maxSwapAmount(
  foyer: FoyerContext,
  { token, balance }: MaxSwapAmountParameters,
): Promise<MaxSwapAmountReturnType> {
  if (!isNativeSwapToken(token)) return balance
  const { fast } = await swapGasPrice(swapperOf(foyer))
  const max = parseUnits(balance, token.decimals) - MAX_SWAP_GAS * BigInt(fast)
  return max > 0n ? formatUnits(max, token.decimals) : '0'
}

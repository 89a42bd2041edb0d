import type { ApiRequestError } from '../errors/api.js'
import type { BaseError } from '../errors/base.js'
import { SwapError } from '../errors/swap.js'
import { isNativeSwapToken, type SwapInput } from '../swap/swapInput.js'
import { sendBuiltTransaction, swapBalanceOf, swapperOf } from '../swap/swapper.js'
import { checkSwap } from '../swap/validateSwap.js'
import type { FoyerContext } from '../types/instance.js'
import { trackTransaction } from './trackTransaction.js'

export type ApproveSwapParameters = SwapInput
/** The approval's transaction hash, once mined. */
export type ApproveSwapReturnType = string
export type ApproveSwapErrorType = SwapError | ApiRequestError | BaseError

/**
 * Lets the swap router take `amount` of `fromToken` — exactly that amount, never an unlimited allowance —
 * with the approval the service builds (SPEC §7 `/v1/convert/build-approve`). Resolves once it is mined.
 */
export async function approveSwap(
  foyer: FoyerContext,
  parameters: ApproveSwapParameters,
): Promise<ApproveSwapReturnType> {
  const swapper = swapperOf(foyer)
  const { api, adapter, network, address } = swapper
  const { fromToken, toToken } = parameters
  if (isNativeSwapToken(fromToken)) throw new SwapError({ key: 'swapCoinNeedsNoApproval' })
  const balance = await swapBalanceOf(foyer, swapper, fromToken)
  const amount = checkSwap(parameters, network, balance, foyer.store.getState().locale.tag)
  const { tx } = await api.request('/v1/convert/build-approve', 'swapApprove', {
    query: {
      userAddress: address,
      from: fromToken.address,
      to: toToken.address,
      amount: amount.toString(),
    },
  })
  const hash = await sendBuiltTransaction(swapper, tx, 0n)
  const status = await trackTransaction(foyer, adapter, hash, network)
  if (status !== 'success')
    throw new SwapError({ key: 'swapApprovalReverted' }, 'APPROVAL_REVERTED')
  return hash
}

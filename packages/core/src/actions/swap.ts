import type { SwapQuote, SwapToken } from '../api/convertSchemas.js'
import { SWAP_SLIPPAGE_PERCENT } from '../constants.js'
import type { ApiRequestError } from '../errors/api.js'
import type { BaseError } from '../errors/base.js'
import { SwapError } from '../errors/swap.js'
import { emptySwapState } from '../state/initialState.js'
import type { SwapState } from '../state/types.js'
import type { FoyerContext } from '../types/instance.js'
import { minimumOut } from '../utils/minimumOut.js'
import { formatUnits, parseUnits } from '../utils/units.js'
import {
  checkSwap,
  isNativeSwapToken,
  type SwapInput,
  sendBuiltTransaction,
  swapBalanceOf,
  swapGasPrice,
  swapperOf,
} from './swapContext.js'
import { trackTransaction } from './trackTransaction.js'

/** Updates what the Swap view holds (tokens, amount); clears its last error. */
export function updateSwap(
  foyer: FoyerContext,
  changes: Partial<Pick<SwapState, 'fromToken' | 'toToken' | 'amount' | 'error'>>,
): void {
  foyer.store.setState((state) => ({ swap: { ...state.swap, error: undefined, ...changes } }))
}

/** Swaps the token paid with and the one received; the amount stays. */
export function flipSwap(foyer: FoyerContext): void {
  const { fromToken, toToken } = foyer.store.getState().swap
  updateSwap(foyer, { fromToken: toToken, toToken: fromToken })
}

/** Empties the Swap view (after a completed swap). */
export function resetSwap(foyer: FoyerContext): void {
  foyer.store.setState({ swap: emptySwapState() })
}

/** Gas held back when the visitor swaps all their coin: more than a two-pool swap takes. */
const MAX_SWAP_GAS = 300_000n

/**
 * The most the visitor can swap of a token they hold `balance` of: all of a token; of the coin, the
 * balance less the network fee a swap may cost at the fast gas price, so that Max never asks the wallet for
 * more than it can pay.
 */
export async function maxSwapAmount(
  foyer: FoyerContext,
  { token, balance }: { token: SwapToken; balance: string },
): Promise<string> {
  if (!isNativeSwapToken(token)) return balance
  const { fast } = await swapGasPrice(swapperOf(foyer))
  const max = parseUnits(balance, token.decimals) - MAX_SWAP_GAS * BigInt(fast)
  return max > 0n ? formatUnits(max, token.decimals) : '0'
}

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

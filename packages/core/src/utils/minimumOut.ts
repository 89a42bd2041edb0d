import { SWAP_SLIPPAGE_PERCENT } from '../constants.js'

/**
 * The least a swap quoted at `toAmount` may deliver at the slippage tolerance (to 0.01%), rounded down.
 * The data service builds the swap with it and the client refuses a built swap below it ('price moved'),
 * so both sides call this one function.
 */
export function minimumOut(toAmount: bigint, slippagePercent = SWAP_SLIPPAGE_PERCENT): bigint {
  const basisPoints = BigInt(Math.round(slippagePercent * 100))
  return (toAmount * (10_000n - basisPoints)) / 10_000n
}

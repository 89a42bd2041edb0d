import type { SwapToken } from '../api/convertSchemas.js'
import { NATIVE_TOKEN_ADDRESS } from '../constants.js'

/** A swap: the token paid with, the one received (as the swap service lists them), and how much is paid. */
export type SwapInput = {
  fromToken: SwapToken
  toToken: SwapToken
  /** The amount of `fromToken` as the visitor typed it (the host's locale). */
  amount: string
}

/** True for the chain's own coin (the swap service names it 0xeeee…eeee). */
export function isNativeSwapToken(token: SwapToken): boolean {
  return token.address.toLowerCase().endsWith(`:${NATIVE_TOKEN_ADDRESS}`)
}

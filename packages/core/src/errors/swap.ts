import type { DisplayText } from '../messages/displayText.js'
import { BaseError } from './base.js'

/** Which rule a swap broke, or what became of it on chain. */
export type SwapErrorCode =
  | 'INVALID_SWAP'
  | 'UNSUPPORTED_CHAIN'
  | 'PRICE_MOVED'
  | 'APPROVAL_REVERTED'
  | 'SWAP_REVERTED'

/** A swap (or its approval) that cannot go ahead or failed on chain, with the text to show (SPEC §8). */
export class SwapError extends BaseError {
  override name = 'SwapError'
  constructor(shortMessage: DisplayText, code: SwapErrorCode = 'INVALID_SWAP') {
    super(shortMessage, { code })
  }
}

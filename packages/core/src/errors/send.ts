import type { DisplayText } from '../messages/displayText.js'
import { BaseError } from './base.js'

/** A send that cannot go ahead, with the text to show (SPEC §5, §8); `code` says which rule. */
export class SendError extends BaseError {
  override name = 'SendError'
  constructor(
    shortMessage: DisplayText,
    code: 'INVALID_SEND' | 'UNSUPPORTED_CHAIN' = 'INVALID_SEND',
  ) {
    super(shortMessage, { code })
  }
}

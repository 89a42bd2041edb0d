import type { DisplayText } from '../messages/displayText.js'
import { BaseError } from './base.js'

/** Why a payment (`pay()`) was refused or did not complete. The short message is the catalogue's. */
export class PayError extends BaseError {
  override name = 'PayError'
  constructor(
    shortMessage: DisplayText,
    code:
      | 'PAY_OFF'
      | 'INVALID_PAYMENT'
      | 'INVALID_RECIPIENT'
      | 'UNSUPPORTED_NETWORK'
      | 'PAY_CANCELLED'
      | 'PAY_FAILED'
      | 'PAY_BUSY',
    cause?: unknown,
  ) {
    super(shortMessage, { code, cause })
  }
}

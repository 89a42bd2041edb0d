import type { DisplayText } from '../messages/displayText.js'
import { BaseError } from './base.js'

/**
 * Buying crypto could not go on: the visitor's region is not served, the amount is outside the limits,
 * or the onramp service or a provider failed. The short message is the catalogue's; a service's reason is
 * the details.
 */
export class OnrampError extends BaseError {
  override name = 'OnrampError'
  constructor(shortMessage: DisplayText, cause?: unknown) {
    super(shortMessage, { code: 'ONRAMP', cause })
  }
}

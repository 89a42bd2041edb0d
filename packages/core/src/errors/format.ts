import { enBeforeModal as en } from '../messages/enBeforeModal.js'
import { formatMessage } from '../messages/formatMessage.js'
import { BaseError } from './base.js'

/** A text that should hold a decimal number (an amount) does not, or has more decimals than allowed. */
export class InvalidNumberError extends BaseError {
  override name = 'InvalidNumberError'
  constructor(value: string, decimals?: number) {
    super(
      decimals === undefined ? en.invalidNumber : formatMessage(en.tooManyDecimalsIn, { decimals }),
      {
        details: value,
        code: 'INVALID_NUMBER',
      },
    )
  }
}

/** A text that should be a CAIP-10 address is not one (SPEC §5). */
export class InvalidCaipAddressError extends BaseError {
  override name = 'InvalidCaipAddressError'
  constructor(value: string) {
    super(en.invalidCaipAddress, { details: value, code: 'INVALID_CAIP_ADDRESS' })
  }
}

import { BaseError } from './base.js'

/** A text that should hold a decimal number (an amount) does not, or has more decimals than allowed. */
export class InvalidNumberError extends BaseError {
  override name = 'InvalidNumberError'
  constructor(value: string, decimals?: number) {
    super(
      decimals === undefined
        ? { key: 'invalidNumber' }
        : { key: 'tooManyDecimalsIn', values: { decimals } },
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
    super({ key: 'invalidCaipAddress' }, { details: value, code: 'INVALID_CAIP_ADDRESS' })
  }
}

import type { DisplayText } from '../messages/displayText.js'
import { BaseError } from './base.js'

/** Options passed to createFoyer are invalid. */
export class OptionsError extends BaseError {
  override name = 'OptionsError'
  constructor(
    shortMessage: DisplayText = { key: 'invalidOptions' },
    parameters: { details?: string } = {},
  ) {
    super(shortMessage, { ...parameters, code: 'INVALID_OPTIONS' })
  }
}

/** siweConfig and siwx were both set (SPEC §1). */
export class SiweAndSiwxError extends BaseError {
  override name = 'SiweAndSiwxError'
  constructor() {
    super({ key: 'siweAndSiwx' }, { code: 'SIWE_AND_SIWX' })
  }
}

import { en } from '../messages/en.js'
import { BaseError } from './base.js'

/**
 * A names-service failure (SPEC §8): the short message is the catalogue's ('Error registering name', …);
 * the service's first reason is the details, shown in debug mode.
 */
export class NameServiceError extends BaseError {
  override name = 'NameServiceError'
  constructor(
    shortMessage:
      | typeof en.nameResolveFailed
      | typeof en.nameSuggestionsFailed
      | typeof en.namesForAddressFailed
      | typeof en.nameRegisterFailed,
    cause: unknown,
  ) {
    super(shortMessage, { code: 'NAME_SERVICE', cause })
  }
}

/** A name the visitor typed that breaks SPEC §5's rule: letters, digits and hyphens, at least 4. */
export class InvalidNameError extends BaseError {
  override name = 'InvalidNameError'
  constructor() {
    super(en.nameRule, { code: 'INVALID_NAME' })
  }
}

/** SPEC §5: an EVM chain id from 2^31 has no ENSIP-11 coin type. */
export class InvalidChainIdError extends BaseError {
  override name = 'InvalidChainIdError'
  constructor() {
    super('Invalid chainId', { code: 'INVALID_CHAIN_ID' })
  }
}

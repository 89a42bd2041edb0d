import { BaseError } from './base.js'

/**
 * A names-service failure (SPEC §8): the short message is the catalogue's ('Error registering name', …);
 * the service's first reason is the details, shown in debug mode.
 */
export class NameServiceError extends BaseError {
  override name = 'NameServiceError'
  constructor(
    key:
      | 'nameResolveFailed'
      | 'nameSuggestionsFailed'
      | 'namesForAddressFailed'
      | 'nameRegisterFailed',
    cause: unknown,
  ) {
    super({ key }, { code: 'NAME_SERVICE', cause })
  }
}

/** A name the visitor typed that breaks SPEC §5's rule: letters, digits and hyphens, at least 4. */
export class InvalidNameError extends BaseError {
  override name = 'InvalidNameError'
  constructor() {
    super({ key: 'nameRule' }, { code: 'INVALID_NAME' })
  }
}

/** SPEC §5: an EVM chain id from 2^31 has no ENSIP-11 coin type. */
export class InvalidChainIdError extends BaseError {
  override name = 'InvalidChainIdError'
  constructor() {
    super('Invalid chainId', { code: 'INVALID_CHAIN_ID' })
  }
}

import type { MessageKey } from '../messages/en.js'
import { englishText } from '../messages/englishText.js'
import { ApiRequestError } from './api.js'
import { BaseError } from './base.js'

/** What a names-service call was doing: the catalogue key of SPEC §8's fallback text for it. */
export type NameServiceFallbackKey = Extract<
  MessageKey,
  'nameResolveFailed' | 'nameSuggestionsFailed' | 'namesForAddressFailed' | 'nameRegisterFailed'
>

/**
 * A names-service failure (SPEC §8): the short message is the service's first reason description (a text
 * from elsewhere, shown as it came), else the catalogue's text for what failed ('Error registering name', …),
 * whose key is kept as `fallback`. The modal shows it only in debug mode (modal/parts/nameErrorMessage.ts).
 */
export class NameServiceError extends BaseError {
  override name = 'NameServiceError'
  /** The catalogue key of the text for what failed, whatever the service said. */
  readonly fallback: NameServiceFallbackKey
  constructor(fallback: NameServiceFallbackKey, cause: unknown) {
    const reason = cause instanceof ApiRequestError ? cause.reason : undefined
    super(reason || { key: fallback }, {
      code: 'NAME_SERVICE',
      cause,
      // With the service's reason as the message, the details say what failed and how it answered.
      ...(reason && cause instanceof ApiRequestError
        ? { details: `${englishText(fallback)} (HTTP ${cause.status}, ${cause.code})` }
        : {}),
    })
    this.fallback = fallback
  }
}

/**
 * Registering a name before there is what it needs (SPEC §8, in its order): an active network ('Network not
 * found'), then a connected address on it ('Address or auth connector not found'). Any connected EVM wallet
 * may register in Foyer, not only the embedded wallet's auth connector (docs/decisions.md, issue 40).
 */
export class NameRegistrationUnreadyError extends BaseError {
  override name = 'NameRegistrationUnreadyError'
  constructor(missing: { network: true } | { address: true; namespace: string }) {
    super(
      { key: 'network' in missing ? 'nameNetworkNotFound' : 'nameAddressNotFound' },
      {
        code: 'network' in missing ? 'NETWORK_NOT_FOUND' : 'ADDRESS_NOT_FOUND',
        ...('namespace' in missing
          ? { details: `No account is connected on ${missing.namespace}` }
          : {}),
      },
    )
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

import { BaseError } from './base.js'

/** The connected wallet cannot send several calls as one (no EIP-5792): Foyer does not send them one by one. */
export class CallsNotSupportedError extends BaseError {
  override name = 'CallsNotSupportedError'
  constructor(cause?: unknown) {
    super({ key: 'callsNotSupported' }, { code: 'CALLS_NOT_SUPPORTED', cause })
  }
}

/** A batch that breaks SPEC §5's rules (each call's `to` and optional `data` start with 0x), or is empty. */
export class InvalidCallsError extends BaseError {
  override name = 'InvalidCallsError'
  constructor(reason: string) {
    super({ key: 'invalidCalls', values: { reason } }, { code: 'INVALID_CALLS' })
  }
}

/** Smart accounts work only on the networks the wallet reports (SPEC §6). */
export class SmartAccountNotEnabledError extends BaseError {
  override name = 'SmartAccountNotEnabledError'
  constructor(network: string) {
    super(
      { key: 'smartAccountNotEnabled', values: { network } },
      {
        code: 'SMART_ACCOUNT_NOT_ENABLED',
      },
    )
  }
}

/** Smart sessions were asked for with `features.smartSessions` off, or from a wallet that cannot grant them. */
export class PermissionsNotSupportedError extends BaseError {
  override name = 'PermissionsNotSupportedError'
  constructor(featureOff: boolean) {
    super(featureOff ? { key: 'smartSessionsOff' } : { key: 'permissionsNotSupported' }, {
      code: 'PERMISSIONS_NOT_SUPPORTED',
    })
  }
}

import { BaseError, type BaseErrorParameters } from './base.js'

/** WalletConnect's relay did not answer: no pairing link came, or the connection dropped while pairing. */
export class RelayUnreachableError extends BaseError {
  override name = 'RelayUnreachableError'
  constructor(parameters: BaseErrorParameters = {}) {
    super({ key: 'relayUnreachable' }, { code: 'RELAY_UNREACHABLE', ...parameters })
  }
}

/** The wallet approved a session, but on none of the app's networks (or with no account). */
export class NoApprovedNetworkError extends BaseError {
  override name = 'NoApprovedNetworkError'
  constructor(parameters: BaseErrorParameters = {}) {
    super({ key: 'walletApprovedNoNetwork' }, { code: 'NO_APPROVED_NETWORK', ...parameters })
  }
}

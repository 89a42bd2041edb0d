import { BaseError, type BaseErrorParameters } from './base.js'

/** EIP-1193 / EIP-3085 / JSON-RPC codes Foyer reacts to. Classification is by code, never by message text. */
export const WALLET_ERROR_CODES = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
  invalidParams: -32602,
  internal: -32603,
} as const

/** The visitor declined in the wallet (code 4001). */
export class UserRejectedRequestError extends BaseError {
  override name = 'UserRejectedRequestError'
  static readonly code = WALLET_ERROR_CODES.userRejected
  constructor(parameters: BaseErrorParameters = {}) {
    super({ key: 'userRejected' }, { ...parameters, code: WALLET_ERROR_CODES.userRejected })
  }
}

/** A transaction was mined but failed, or a token's transfer returned false. */
export class TransactionFailedError extends BaseError {
  override name = 'TransactionFailedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super({ key: 'transactionReverted' }, { code: 'TRANSACTION_FAILED', ...parameters })
  }
}

/** An unsafe request was dropped because the visitor closed the modal before approving it (SPEC §8). */
export class RequestAbortedError extends BaseError {
  override name = 'RequestAbortedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super({ key: 'requestAborted' }, { code: WALLET_ERROR_CODES.userRejected, ...parameters })
  }
}

/** A method the embedded wallet does not know was refused (SPEC §6; EIP-1193 code 4200). */
export class MethodNotAllowedError extends BaseError {
  override name = 'MethodNotAllowedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(
      { key: 'methodNotAllowed' },
      { ...parameters, code: WALLET_ERROR_CODES.unsupportedMethod },
    )
  }
}

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

/** Reads a numeric `code` from anything a wallet threw, looking through causes. */
export function walletErrorCode(error: unknown): number | undefined {
  let current: unknown = error
  for (let depth = 0; current && depth < 8; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'number') return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/** The visitor declined in the wallet (code 4001). */
export class UserRejectedRequestError extends BaseError {
  override name = 'UserRejectedRequestError'
  static readonly code = WALLET_ERROR_CODES.userRejected
  constructor(parameters: BaseErrorParameters = {}) {
    super({ key: 'userRejected' }, { ...parameters, code: WALLET_ERROR_CODES.userRejected })
  }
}

/** The wallet could not add the network (SPEC §8 'Chain is not supported'). */
export class ChainNotSupportedError extends BaseError {
  override name = 'ChainNotSupportedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super({ key: 'chainNotSupported' }, { code: 'CHAIN_NOT_SUPPORTED', ...parameters })
  }
}

/** A wallet failure of any other kind, keeping the wallet's code. */
export class WalletRequestError extends BaseError {
  override name = 'WalletRequestError'
  constructor(parameters: BaseErrorParameters = {}) {
    super({ key: 'requestFailed' }, { code: 'WALLET_REQUEST_FAILED', ...parameters })
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

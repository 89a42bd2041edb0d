// What reads a wallet's failure (its code, through causes) and the errors a wallet's request ends in when it
// is not the visitor's refusal: a module of their own, so that they load with the actions that map a wallet's
// error (toWalletError.ts, the adapters' lazy methods) rather than with the page.
import { BaseError, type BaseErrorParameters } from './base.js'

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

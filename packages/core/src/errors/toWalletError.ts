import { BaseError } from './base.js'
import { nodeErrorFor } from './nodeErrors.js'
import { rpcErrorForCode } from './rpcCodes.js'
import { UserRejectedRequestError, WALLET_ERROR_CODES } from './wallet.js'
import { WalletRequestError, walletErrorCode } from './walletFailure.js'

/**
 * Turns whatever a wallet or a node threw into a Foyer error (SPEC §8): a rejection by its code; a node's
 * nonce, fee or gas refusal in words a visitor can act on; any other named JSON-RPC or provider code as its
 * named error; the rest as a wallet failure keeping its code.
 */
export function toWalletError(error: unknown): BaseError {
  if (error instanceof BaseError) return error
  const code = walletErrorCode(error)
  if (code === WALLET_ERROR_CODES.userRejected)
    return new UserRejectedRequestError({ cause: error })
  const nodeError = nodeErrorFor(error)
  if (nodeError) return nodeError
  const named = code === undefined ? undefined : rpcErrorForCode(code, { cause: error })
  if (named) return named
  return new WalletRequestError({ cause: error, ...(code === undefined ? {} : { code }) })
}

import type { BaseError } from '../errors/base.js'
import type { NotConnectedError } from '../errors/connection.js'
import type { SendError } from '../errors/send.js'
import { toWalletError } from '../errors/toWalletError.js'
import { prepareSend, type SendInput } from '../send/sender.js'
import type { FoyerContext } from '../types/instance.js'
import { trackTransaction } from './trackTransaction.js'

/** What to send: a token (or the chain's coin), an amount as the visitor typed it, and the receiver. */
export type SendTokensParameters = SendInput
/** The transaction hash. */
export type SendTokensReturnType = string
/** `SendError` (SPEC §5's texts, 'Unsupported chain'), `NotConnectedError`, or the wallet's error. */
export type SendTokensErrorType = SendError | NotConnectedError | BaseError

/**
 * Sends a token (SPEC §4 'Send'): the chain's coin as value with empty data, a token through its
 * transfer(receiver, amount). The transaction is tracked (at most 99) and, once mined, the balances and the
 * activity it changed are refetched. Returns the hash; what the modal shows next is the modal's business.
 */
export async function sendTokens(
  foyer: FoyerContext,
  parameters: SendTokensParameters,
): Promise<SendTokensReturnType> {
  const { adapter, network, token, amount, to } = prepareSend(foyer, parameters)
  let hash: string
  try {
    hash = token.address
      ? await adapter.transferToken({ token: token.address, to, amount, network })
      : await adapter.transferNative({ to, amount, network })
  } catch (cause) {
    throw toWalletError(cause)
  }
  void trackTransaction(foyer, adapter, hash, network)
  return hash
}

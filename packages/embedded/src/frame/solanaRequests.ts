import { checkSolanaSendOptions } from '@foyer/core/adapter'
import { base58, base64 } from '@scure/base'
import { classifySolanaMethod } from '../protocol/rpcMethods.js'
import { chainRpc } from './chainRpc.js'
import type { FrameSolanaCluster } from './config.js'
import { FrameRequestError } from './evmRequests.js'
import type { SolanaKey } from './solanaKey.js'
import {
  MalformedTransactionError,
  parseWireTransaction,
  signWireTransaction,
} from './solanaTransaction.js'

/** The most transactions one signAllTransactions signs (a dapp batching more is asked to split them). */
export const MAX_TRANSACTIONS_PER_REQUEST = 100

const invalid = (message: string) => new FrameRequestError(message, -32602)

/**
 * Serves a Solana request inside the frame (SPEC §3 'Solana methods'): the four methods are signed here with
 * the account's Solana key once the host has had the visitor approve them; anything else is refused.
 * Parameters are checked before anything is signed: the public key must be this account's, transactions must
 * parse and need this account's signature, and a "message" that is in fact a transaction this account would
 * sign is refused (else signMessage would sign a transaction without showing it as one).
 */
export async function serveSolanaRequest(
  { method, params }: { method: string; params: unknown },
  key: SolanaKey | undefined,
  cluster: FrameSolanaCluster,
): Promise<unknown> {
  if (classifySolanaMethod(method) === 'refused')
    throw new FrameRequestError('Requested RPC call is not allowed', 4200)
  if (!key) throw new FrameRequestError('The embedded wallet is not connected', 4100)
  if (!params || typeof params !== 'object' || Array.isArray(params))
    throw invalid(`${method}: parameters must be an object`)
  const given = params as Record<string, unknown>

  switch (method) {
    case 'signMessage': {
      if (given.pubkey !== key.address)
        throw invalid('signMessage: pubkey is not the embedded wallet’s account')
      const message = decode(base58, given.message, 'signMessage: message must be base58')
      if (signsAsTransaction(message, key))
        throw invalid('signMessage: the message is a transaction; ask for a transaction signature')
      return { signature: base58.encode(key.sign(message)) }
    }
    case 'signTransaction':
      return { transaction: base64.encode(sign(given.transaction, key, 'signTransaction')) }
    case 'signAllTransactions': {
      const list = given.transactions
      if (!Array.isArray(list) || list.length === 0)
        throw invalid('signAllTransactions: transactions must be a list of transactions')
      if (list.length > MAX_TRANSACTIONS_PER_REQUEST)
        throw invalid(
          `signAllTransactions: at most ${MAX_TRANSACTIONS_PER_REQUEST} transactions per request`,
        )
      // Every one is checked before any is signed: a bad one fails the request, none is half done.
      const signed = list.map((transaction, index) =>
        sign(transaction, key, `signAllTransactions: transactions[${index}]`),
      )
      return { transactions: signed.map((bytes) => base64.encode(bytes)) }
    }
    case 'signAndSendTransaction': {
      const checked = checkSolanaSendOptions(given.options ?? {})
      if ('problem' in checked) throw invalid(`signAndSendTransaction: ${checked.problem}`)
      const signed = sign(given.transaction, key, 'signAndSendTransaction')
      const signature = await chainRpc(cluster, 'sendTransaction', [
        base64.encode(signed),
        { encoding: 'base64', ...checked.options },
      ])
      return { signature }
    }
  }
  throw new FrameRequestError('Requested RPC call is not allowed', 4200)
}

/** Transactions travel as base64 of their wire bytes (what Solana's RPC and WalletConnect use). */
function sign(value: unknown, key: SolanaKey, what: string): Uint8Array {
  const bytes = decode(base64, value, `${what} must be a base64 transaction`)
  try {
    return signWireTransaction(bytes, key.publicKey, key.sign)
  } catch (error) {
    if (error instanceof MalformedTransactionError) throw invalid(`${what}: ${error.message}`)
    throw error
  }
}

function decode(
  codec: { decode(text: string): Uint8Array },
  value: unknown,
  message: string,
): Uint8Array {
  if (typeof value !== 'string' || value.length === 0) throw invalid(message)
  try {
    return codec.decode(value)
  } catch {
    throw invalid(message)
  }
}

/** Whether `message` reads as a transaction message (legacy or v0) that this account would sign. */
function signsAsTransaction(message: Uint8Array, key: SolanaKey): boolean {
  const first = message[0]
  if (first === undefined) return false
  // A transaction message is what follows the signatures: put it behind empty slots and parse it.
  const required = first & 0x80 ? message[1] : first
  if (required === undefined || required === 0 || required > 127) return false
  const wire = new Uint8Array(1 + required * 64 + message.length)
  wire[0] = required
  wire.set(message, 1 + required * 64)
  try {
    return parseWireTransaction(wire).signers.some((signer) =>
      signer.every((byte, index) => byte === key.publicKey[index]),
    )
  } catch {
    return false
  }
}

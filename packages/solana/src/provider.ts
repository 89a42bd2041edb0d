import { BaseError } from '@foyer/core'
import { checkSolanaSendOptions, type SolanaSendOptions } from '@foyer/core/adapter'
import { getBase58Encoder } from '@solana/kit'
import type { SolanaSignAndSendTransactionOptions } from '@solana/wallet-standard-features'
import type { SolanaSession } from './session.js'
import { signAndSendTransaction, signMessageBytes, signTransactions } from './walletRequests.js'

/** Options of signAndSendTransaction as SPEC §3 lists them. */
export type SignAndSendOptions = SolanaSendOptions

/** A request with a parameter outside what SPEC §3 allows. */
export class InvalidSolanaParamsError extends BaseError {
  override name = 'InvalidSolanaParamsError'
  constructor(details: string) {
    super('Invalid parameters', { details, code: -32602 })
  }
}

/** Checks SPEC §3's signAndSendTransaction options (core's rule) and maps them to the Wallet Standard's. */
export function toSendOptions(
  options: SignAndSendOptions = {},
): SolanaSignAndSendTransactionOptions {
  const checked = checkSolanaSendOptions(options)
  if ('problem' in checked) throw new InvalidSolanaParamsError(checked.problem)
  return checked.options
}

const bytesOf = (value: unknown, what: string): Uint8Array => {
  if (value instanceof Uint8Array) return value
  throw new InvalidSolanaParamsError(`${what} must be a Uint8Array (the wire format)`)
}

/** What `getProvider()` returns for Solana: the connected account and SPEC §3's four methods. */
export type SolanaProvider = {
  /** The account's address (base58), which is its public key. */
  readonly publicKey: string
  /** The cluster's Wallet Standard chain the wallet signs for. */
  readonly chain: string
  /** SPEC §3: the message in base58 and the public key that must sign it; the signature's bytes. */
  signMessage(parameters: { message: string; pubkey: string }): Promise<{ signature: Uint8Array }>
  signTransaction(parameters: { transaction: Uint8Array }): Promise<{ transaction: Uint8Array }>
  signAllTransactions(parameters: {
    transactions: readonly Uint8Array[]
  }): Promise<{ transactions: Uint8Array[] }>
  /** The signature, base58. */
  signAndSendTransaction(parameters: {
    transaction: Uint8Array
    options?: SignAndSendOptions
  }): Promise<{ signature: string }>
}

/** The provider facade over a session's wallet, with every parameter checked before the wallet sees it. */
export function createSolanaProvider(session: SolanaSession): SolanaProvider {
  return {
    publicKey: session.account.address,
    chain: session.network.chain,
    async signMessage({ message, pubkey }) {
      if (pubkey !== session.account.address)
        throw new InvalidSolanaParamsError(`pubkey ${String(pubkey)} is not the connected account`)
      let bytes: Uint8Array
      try {
        bytes = new Uint8Array(getBase58Encoder().encode(message))
      } catch {
        throw new InvalidSolanaParamsError('message must be base58')
      }
      return { signature: await signMessageBytes(session, bytes) }
    },
    async signTransaction({ transaction }) {
      const [signed] = await signTransactions(session, [bytesOf(transaction, 'transaction')])
      return { transaction: signed as Uint8Array }
    },
    async signAllTransactions({ transactions }) {
      if (!Array.isArray(transactions))
        throw new InvalidSolanaParamsError('transactions must be an array')
      const list = transactions.map((transaction, index) =>
        bytesOf(transaction, `transactions[${index}]`),
      )
      return { transactions: await signTransactions(session, list) }
    },
    async signAndSendTransaction({ transaction, options }) {
      const checked = toSendOptions(options)
      return {
        signature: await signAndSendTransaction(
          session,
          bytesOf(transaction, 'transaction'),
          checked,
        ),
      }
    },
  }
}

import {
  type Address,
  address,
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  lamports,
  type Transaction,
} from '@solana/kit'
import { FailedTransactionMetadata, LiteSVM } from 'litesvm'
import { signaturesVerify } from './signatures.js'
import { describeTransactionError, type RpcTransactionError } from './transactionError.js'

/** How many blocks a blockhash stays valid (Solana's MAX_PROCESSING_AGE). */
const BLOCKHASH_VALID_BLOCKS = 150n
/** What each signature costs (Solana's base fee). */
export const LAMPORTS_PER_SIGNATURE = 5_000n

/** A transaction the ledger has seen land, failed ones included. */
export type LandedTransaction = {
  signature: string
  slot: bigint
  blockTime: number
  wire: Uint8Array
  accountKeys: string[]
  err: RpcTransactionError | null
  fee: bigint
  logs: string[]
  preBalances: bigint[]
  postBalances: bigint[]
  computeUnits: bigint
  /** The message's version as getTransaction reports it ('legacy' or 0). */
  version: 'legacy' | 0
}

/** A transaction refused before it landed: JSON-RPC error -32002 with this sentence and data. */
export class PreflightError extends Error {
  constructor(
    message: string,
    readonly data: { err: RpcTransactionError; logs: string[]; unitsConsumed: number },
  ) {
    super(`Transaction simulation failed: ${message}`)
  }
}

/** The wire format did not decode. */
export class MalformedTransactionError extends Error {}

/** A signer's signature does not verify: Solana's JSON-RPC error -32003, before any preflight. */
export class SignatureVerificationError extends Error {
  constructor() {
    super('Transaction signature verification failure')
  }
}

/**
 * The local Solana cluster's state: a LiteSVM with the time a chain has. LiteSVM has no blocks, so each
 * landed transaction is a slot of its own (block height = slot), a blockhash expires after 150 of them as
 * on a real cluster, and the history of signatures per address — which LiteSVM does not keep — is kept here.
 */
export function createLedger() {
  const svm = new LiteSVM().withTransactionHistory(0n)
  let slot = 1n
  svm.warpToSlot(slot)
  let blockhashSince = slot
  const landed = new Map<string, LandedTransaction>()
  const byAddress = new Map<string, string[]>()
  const slotListeners = new Set<(slot: bigint) => void>()
  const signatureListeners = new Map<string, Set<(tx: LandedTransaction) => void>>()

  const nextSlot = () => {
    slot += 1n
    svm.warpToSlot(slot)
    if (slot - blockhashSince > BLOCKHASH_VALID_BLOCKS) expireBlockhash()
    for (const listener of slotListeners) listener(slot)
  }
  const expireBlockhash = () => {
    svm.expireBlockhash()
    blockhashSince = slot
  }
  const balance = (key: string) => svm.getBalance(address(key)) ?? 0n

  const decode = (wire: Uint8Array) => {
    try {
      const transaction = getTransactionDecoder().decode(wire)
      const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
      const accountKeys = message.staticAccounts.map(String)
      const feePayer = accountKeys[0]
      const signatureBytes = feePayer ? transaction.signatures[feePayer as Address] : undefined
      if (!signatureBytes) throw new Error('no fee payer signature')
      const signature = getBase58Decoder().decode(signatureBytes)
      return { transaction, message, accountKeys, signature }
    } catch (cause) {
      throw new MalformedTransactionError('failed to deserialize transaction', { cause })
    }
  }

  const record = (tx: LandedTransaction) => {
    landed.set(tx.signature, tx)
    for (const key of new Set(tx.accountKeys)) {
      const list = byAddress.get(key) ?? []
      list.unshift(tx.signature)
      byAddress.set(key, list)
    }
    for (const listener of signatureListeners.get(tx.signature) ?? []) listener(tx)
    signatureListeners.delete(tx.signature)
  }

  const ledger = {
    svm,
    slot: () => slot,
    latestBlockhash: () => ({
      blockhash: String(svm.latestBlockhash()),
      lastValidBlockHeight: blockhashSince + BLOCKHASH_VALID_BLOCKS,
    }),
    isBlockhashValid: (hash: string) => hash === String(svm.latestBlockhash()),
    /** Ends the current blockhash now (tests of an expired blockhash). */
    expireBlockhash,
    balance,
    account: (key: string) => {
      const account = svm.getAccount(address(key))
      return account.exists ? account : null
    },
    /** Every account a program owns (the token program's, to find accounts by owner or mint). */
    programAccounts: (program: string) => svm.getProgramAccounts(address(program)),
    rentExemption: (size: bigint) => svm.minimumBalanceForRentExemption(size),
    feeFor: (messageBytes: Uint8Array) => {
      const message = getCompiledTransactionMessageDecoder().decode(messageBytes as never)
      return BigInt(message.header.numSignerAccounts) * LAMPORTS_PER_SIGNATURE
    },

    simulate(wire: Uint8Array, { replaceRecentBlockhash = false, sigVerify = false } = {}) {
      const { transaction } = decode(wire)
      if (sigVerify && !signaturesVerify(transaction as Transaction))
        throw new SignatureVerificationError()
      svm.withSigverify(sigVerify).withBlockhashCheck(!replaceRecentBlockhash)
      try {
        const result = svm.simulateTransaction(transaction as Transaction)
        if (result instanceof FailedTransactionMetadata) {
          const { err } = describeTransactionError(result.err())
          const meta = result.meta()
          return { err, logs: meta.logs(), unitsConsumed: meta.computeUnitsConsumed() }
        }
        const meta = result.meta()
        return { err: null, logs: meta.logs(), unitsConsumed: meta.computeUnitsConsumed() }
      } finally {
        svm.withSigverify(true).withBlockhashCheck(true)
      }
    },

    /** Lands a transaction, or throws PreflightError (unless `skipPreflight`: then a failure lands failed). */
    send(wire: Uint8Array, { skipPreflight = false } = {}): string {
      const { transaction, message, accountKeys, signature } = decode(wire)
      // As a validator's RPC: signatures first (with or without preflight), then the status cache.
      if (!signaturesVerify(transaction as Transaction)) throw new SignatureVerificationError()
      if (landed.has(signature))
        throw new PreflightError('This transaction has already been processed', {
          err: 'AlreadyProcessed',
          logs: [],
          unitsConsumed: 0,
        })
      // Preflight: a transaction that would fail is refused before it costs a fee (LiteSVM would charge it).
      const preflight = svm.simulateTransaction(transaction as Transaction)
      if (preflight instanceof FailedTransactionMetadata) {
        const failure = describeTransactionError(preflight.err())
        // Without preflight, an instruction's failure lands (and pays its fee); a transaction-level one
        // (blockhash, fee payer, signature) would never land on a cluster, so it is refused here too.
        const refused = !skipPreflight || typeof failure.err === 'string'
        if (refused)
          throw new PreflightError(failure.message, {
            err: failure.err,
            logs: preflight.meta().logs(),
            unitsConsumed: Number(preflight.meta().computeUnitsConsumed()),
          })
      }
      const preBalances = accountKeys.map(balance)
      const result = svm.sendTransaction(transaction as Transaction)
      const meta = result instanceof FailedTransactionMetadata ? result.meta() : result
      const failure =
        result instanceof FailedTransactionMetadata ? describeTransactionError(result.err()) : null
      const fee = BigInt(message.header.numSignerAccounts) * LAMPORTS_PER_SIGNATURE
      nextSlot()
      record({
        signature,
        slot,
        blockTime: Math.floor(Date.now() / 1000),
        wire,
        accountKeys,
        err: failure?.err ?? null,
        fee,
        logs: meta.logs(),
        preBalances,
        postBalances: accountKeys.map(balance),
        computeUnits: meta.computeUnitsConsumed(),
        version: message.version === 0 ? 0 : 'legacy',
      })
      return signature
    },

    /** Credits lamports from nowhere (requestAirdrop) and records it as a transaction to the address. */
    airdrop(to: string, amount: bigint): string {
      const before = balance(to)
      const result = svm.airdrop(address(to), lamports(amount))
      if (!result || result instanceof FailedTransactionMetadata)
        throw new Error(`airdrop to ${to} failed`)
      const signature = getBase58Decoder().decode(result.signature())
      nextSlot()
      record({
        signature,
        slot,
        blockTime: Math.floor(Date.now() / 1000),
        wire: new Uint8Array(),
        accountKeys: [to],
        err: null,
        fee: 0n,
        logs: result.logs(),
        preBalances: [before],
        postBalances: [balance(to)],
        computeUnits: 0n,
        version: 'legacy',
      })
      return signature
    },

    transaction: (signature: string) => landed.get(signature),
    signaturesFor: (key: string) =>
      (byAddress.get(key) ?? []).map((signature) => landed.get(signature) as LandedTransaction),

    onSlot(listener: (slot: bigint) => void) {
      slotListeners.add(listener)
      return () => slotListeners.delete(listener)
    },
    /** Calls `listener` once when `signature` lands (at once when it already has). */
    onSignature(signature: string, listener: (tx: LandedTransaction) => void) {
      const done = landed.get(signature)
      if (done) {
        queueMicrotask(() => listener(done))
        return () => {}
      }
      const set = signatureListeners.get(signature) ?? new Set()
      set.add(listener)
      signatureListeners.set(signature, set)
      return () => set.delete(listener)
    },
  }
  return ledger
}

export type Ledger = ReturnType<typeof createLedger>

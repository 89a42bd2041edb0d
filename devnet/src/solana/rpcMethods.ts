import {
  getBase58Decoder,
  getBase58Encoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  isAddress,
} from '@solana/kit'
import { getTokenDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import {
  ACCOUNT_ENCODINGS,
  type AccountEncoding,
  encodeAccount,
  mintDecimals,
  TOKEN_2022_PROGRAM,
  tokenAccountKind,
  uiTokenAmount,
} from './accountEncoding.js'
import { SOLANA_DEVNET } from './cluster.js'
import type { LandedTransaction, Ledger } from './ledger.js'

/**
 * A JSON-RPC error with Solana's codes (-32602 invalid params, -32002 preflight, -32003 signature, -32015
 * transaction version, -32601 no method).
 */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

const invalid = (what: string) => new RpcError(-32602, `Invalid param: ${what}`)
/** Solana's -32015: a v0 transaction asked for without `maxSupportedTransactionVersion`. */
const unsupportedVersion = (version: number) =>
  new RpcError(
    -32015,
    `Transaction version (${version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${version}`,
  )

type Params = readonly unknown[]
const config = (params: Params, index: number): Record<string, unknown> => {
  const value = params[index]
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value)) throw invalid('config must be an object')
  return value as Record<string, unknown>
}
const addressParam = (params: Params, index: number): string => {
  const value = params[index]
  if (typeof value !== 'string' || !isAddress(value)) throw invalid('Invalid')
  return value
}
const encodingOf = (options: Record<string, unknown>, fallback: AccountEncoding) => {
  const encoding = options.encoding ?? fallback
  if (!ACCOUNT_ENCODINGS.includes(encoding as AccountEncoding))
    throw invalid(`unsupported encoding: ${String(encoding)}`)
  return encoding as AccountEncoding
}
/** A transaction or message sent as text, in `encoding` (base58 unless told). */
const bytesParam = (value: unknown, encoding: unknown): Uint8Array => {
  if (typeof value !== 'string') throw invalid('expected a string')
  try {
    if (encoding === 'base64') return new Uint8Array(getBase64Encoder().encode(value))
    if (encoding === undefined || encoding === 'base58')
      return new Uint8Array(getBase58Encoder().encode(value))
  } catch {
    throw invalid(`not ${encoding ?? 'base58'}`)
  }
  throw invalid(`unsupported encoding: ${String(encoding)}`)
}
const lamportsParam = (value: unknown) => {
  if (typeof value !== 'number' && typeof value !== 'bigint') throw invalid('lamports')
  const amount = BigInt(value)
  if (amount <= 0n) throw invalid('lamports')
  return amount
}

function transactionJson(tx: LandedTransaction) {
  if (tx.wire.length === 0)
    return { signatures: [tx.signature], message: { accountKeys: tx.accountKeys } }
  const transaction = getTransactionDecoder().decode(tx.wire)
  const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
  const base58 = getBase58Decoder()
  return {
    signatures: Object.values(transaction.signatures).map((bytes) =>
      bytes ? base58.decode(bytes) : null,
    ),
    message: {
      accountKeys: tx.accountKeys,
      header: {
        numRequiredSignatures: message.header.numSignerAccounts,
        numReadonlySignedAccounts: message.header.numReadonlySignerAccounts,
        numReadonlyUnsignedAccounts: message.header.numReadonlyNonSignerAccounts,
      },
      // Legacy and v0 messages list their instructions; kit also knows a v1 shape, which wallets do not send.
      instructions: ('instructions' in message ? message.instructions : []).map((instruction) => ({
        programIdIndex: instruction.programAddressIndex,
        accounts: [...(instruction.accountIndices ?? [])],
        data: base58.decode(instruction.data ?? new Uint8Array()),
      })),
      recentBlockhash: message.lifetimeToken,
      // A v0 message lists its lookup tables (RPC's names); a legacy one has no such field.
      ...(tx.version === 0
        ? {
            addressTableLookups: (
              ('addressTableLookups' in message ? message.addressTableLookups : undefined) ?? []
            ).map((lookup) => ({
              accountKey: lookup.lookupTableAddress,
              writableIndexes: [...lookup.writableIndexes],
              readonlyIndexes: [...lookup.readonlyIndexes],
            })),
          }
        : {}),
    },
  }
}

/**
 * The JSON-RPC methods wallets and `@solana/kit` call, answered from the ledger. Every answer is
 * `finalized` at once: one machine, one validator. `foyer_expireBlockhash` is the cluster's own, for tests.
 */
export function createRpcMethods(ledger: Ledger) {
  const context = () => ({ apiVersion: '2.2.0', slot: ledger.slot() })
  const withContext = (value: unknown) => ({ context: context(), value })
  const mintOf = (mint: string) => ledger.account(mint)
  const accountJson = (key: string, encoding: AccountEncoding) => {
    const account = ledger.account(key)
    return account ? encodeAccount(account, encoding, mintOf) : null
  }

  const methods: Record<string, (params: Params) => unknown> = {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': '2.2.0', 'feature-set': 0 }),
    getGenesisHash: () => SOLANA_DEVNET.genesisHash,
    getSlot: () => ledger.slot(),
    getBlockHeight: () => ledger.slot(),
    getEpochInfo: () => ({
      absoluteSlot: ledger.slot(),
      blockHeight: ledger.slot(),
      epoch: 0n,
      slotIndex: ledger.slot(),
      slotsInEpoch: 432_000n,
      transactionCount: null,
    }),
    getLatestBlockhash: () => withContext(ledger.latestBlockhash()),
    isBlockhashValid: (params) => {
      if (typeof params[0] !== 'string') throw invalid('blockhash')
      return withContext(ledger.isBlockhashValid(params[0]))
    },
    getBalance: (params) => withContext(ledger.balance(addressParam(params, 0))),
    getAccountInfo: (params) =>
      withContext(accountJson(addressParam(params, 0), encodingOf(config(params, 1), 'base58'))),
    getMultipleAccounts: (params) => {
      const keys = params[0]
      if (!Array.isArray(keys) || keys.length > 100) throw invalid('expected up to 100 addresses')
      const encoding = encodingOf(config(params, 1), 'base58')
      return withContext(keys.map((_, index) => accountJson(addressParam(keys, index), encoding)))
    },
    getTokenAccountsByOwner: (params) => {
      const owner = addressParam(params, 0)
      const filter = config(params, 1)
      const mint = filter.mint === undefined ? undefined : addressParam([filter.mint], 0)
      if (mint === undefined && filter.programId === undefined)
        throw invalid('expected mint or programId')
      const programs = [TOKEN_PROGRAM_ADDRESS as string, TOKEN_2022_PROGRAM]
      const program =
        filter.programId !== undefined
          ? filter.programId
          : (mint && ledger.account(mint)?.programAddress) || TOKEN_PROGRAM_ADDRESS
      if (!programs.includes(program as string)) return withContext([])
      const encoding = encodingOf(config(params, 2), 'base58')
      const owned = ledger.programAccounts(program as string).filter((account) => {
        if (tokenAccountKind(account) !== 'account') return false
        const token = getTokenDecoder().decode(account.data.slice(0, 165))
        return token.owner === owner && (mint === undefined || token.mint === mint)
      })
      return withContext(
        owned.map((account) => ({
          pubkey: account.address,
          account: encodeAccount(account, encoding, mintOf),
        })),
      )
    },
    getTokenAccountBalance: (params) => {
      const account = ledger.account(addressParam(params, 0))
      if (!account || tokenAccountKind(account) !== 'account')
        throw new RpcError(-32602, 'Invalid param: not a Token account')
      const token = getTokenDecoder().decode(account.data.slice(0, 165))
      return withContext(uiTokenAmount(token.amount, mintDecimals(mintOf(token.mint)) ?? 0))
    },
    getTokenSupply: (params) => {
      const account = ledger.account(addressParam(params, 0))
      const decimals = mintDecimals(account)
      if (!account || decimals === undefined)
        throw new RpcError(-32602, 'Invalid param: not a Token mint')
      const supply = BigInt(
        (
          encodeAccount(account, 'jsonParsed', mintOf).data as {
            parsed: { info: { supply: string } }
          }
        ).parsed.info.supply,
      )
      return withContext(uiTokenAmount(supply, decimals))
    },
    getMinimumBalanceForRentExemption: (params) => {
      const size = params[0]
      if (
        typeof size !== 'number' ||
        !Number.isInteger(size) ||
        size < 0 ||
        size > 10 * 1024 * 1024
      )
        throw invalid('data length')
      return ledger.rentExemption(BigInt(size))
    },
    getFeeForMessage: (params) => {
      const bytes = bytesParam(params[0], 'base64')
      try {
        return withContext(ledger.feeFor(bytes))
      } catch {
        throw invalid('failed to deserialize the message')
      }
    },
    getRecentPrioritizationFees: () => [],
    requestAirdrop: (params) => ledger.airdrop(addressParam(params, 0), lamportsParam(params[1])),
    sendTransaction: (params) => {
      const options = config(params, 1)
      return ledger.send(bytesParam(params[0], options.encoding), {
        skipPreflight: options.skipPreflight === true,
      })
    },
    simulateTransaction: (params) => {
      const options = config(params, 1)
      const result = ledger.simulate(bytesParam(params[0], options.encoding), {
        replaceRecentBlockhash: options.replaceRecentBlockhash === true,
        sigVerify: options.sigVerify === true,
      })
      return withContext({
        err: result.err,
        logs: result.logs,
        accounts: null,
        unitsConsumed: result.unitsConsumed,
        returnData: null,
        ...(options.replaceRecentBlockhash === true
          ? { replacementBlockhash: ledger.latestBlockhash() }
          : {}),
      })
    },
    getSignatureStatuses: (params) => {
      const signatures = params[0]
      if (!Array.isArray(signatures) || signatures.length > 256)
        throw invalid('expected up to 256 signatures')
      return withContext(
        signatures.map((signature) => {
          const tx = typeof signature === 'string' ? ledger.transaction(signature) : undefined
          if (!tx) return null
          return {
            slot: tx.slot,
            confirmations: null,
            err: tx.err,
            status: tx.err === null ? { Ok: null } : { Err: tx.err },
            confirmationStatus: 'finalized',
          }
        }),
      )
    },
    getTransaction: (params) => {
      if (typeof params[0] !== 'string') throw invalid('signature')
      const tx = ledger.transaction(params[0])
      if (!tx) return null
      const options = config(params, 1)
      const encoding = options.encoding ?? 'json'
      if (encoding !== 'json' && encoding !== 'base64' && encoding !== 'base58')
        throw invalid(`unsupported encoding: ${String(encoding)}`)
      const maxVersion = options.maxSupportedTransactionVersion
      if (maxVersion !== undefined && maxVersion !== 0)
        throw invalid('maxSupportedTransactionVersion')
      // As a validator: a v0 transaction only for a client that says it reads v0, and `version` only
      // reported to such a client (@solana/kit's types depend on both).
      if (tx.version === 0 && maxVersion === undefined) throw unsupportedVersion(tx.version)
      const base58 = getBase58Decoder()
      return {
        slot: tx.slot,
        blockTime: tx.blockTime,
        ...(maxVersion === undefined ? {} : { version: tx.version }),
        meta: {
          err: tx.err,
          status: tx.err === null ? { Ok: null } : { Err: tx.err },
          fee: tx.fee,
          preBalances: tx.preBalances,
          postBalances: tx.postBalances,
          innerInstructions: [],
          logMessages: tx.logs,
          preTokenBalances: [],
          postTokenBalances: [],
          rewards: [],
          loadedAddresses: { readonly: [], writable: [] },
          computeUnitsConsumed: tx.computeUnits,
        },
        transaction:
          encoding === 'json'
            ? transactionJson(tx)
            : encoding === 'base58'
              ? [base58.decode(tx.wire), 'base58']
              : [Buffer.from(tx.wire).toString('base64'), 'base64'],
      }
    },
    getSignaturesForAddress: (params) => {
      const options = config(params, 1)
      const limit = options.limit ?? 1000
      if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > 1000)
        throw invalid('limit')
      let list = ledger.signaturesFor(addressParam(params, 0))
      if (typeof options.before === 'string') {
        const at = list.findIndex((tx) => tx.signature === options.before)
        list = at === -1 ? [] : list.slice(at + 1)
      }
      if (typeof options.until === 'string') {
        const at = list.findIndex((tx) => tx.signature === options.until)
        if (at !== -1) list = list.slice(0, at)
      }
      return list.slice(0, limit).map((tx) => ({
        signature: tx.signature,
        slot: tx.slot,
        err: tx.err,
        memo: null,
        blockTime: tx.blockTime,
        confirmationStatus: 'finalized',
      }))
    },
    foyer_expireBlockhash: () => {
      ledger.expireBlockhash()
      return ledger.latestBlockhash()
    },
  }
  return methods
}

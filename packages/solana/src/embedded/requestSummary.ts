import { type ApprovalField, type ApprovalSummary, looksBinary } from '@foyer/core'
import {
  getBase64Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  getUtf8Decoder,
} from '@solana/kit'

// What a Solana request asks, for ApproveTransaction: the message as text, and the transfers everyone
// meets decoded — SOL (the System program's transfer) and tokens (the Token program's transferChecked, with
// the receiver's account created on the way). Anything else is shown as the signed bytes, not guessed at.

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
const TOKEN_PROGRAMS = new Set([
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
])
const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111'
const SYSTEM_TRANSFER = 2
const TOKEN_TRANSFER_CHECKED = 12

/** A message to sign: its text when it is text, else its bytes in hex. */
export function summarizeSolanaMessage(message: Uint8Array): ApprovalSummary {
  try {
    const text = getUtf8Decoder().decode(message)
    if (!looksBinary(text)) return { kind: 'message', message: text }
  } catch {}
  return {
    kind: 'message',
    message: `0x${Array.from(message, (byte) => byte.toString(16).padStart(2, '0')).join('')}`,
  }
}

type Instruction = { program: string; accounts: (string | undefined)[]; data: Uint8Array }

/** A wire transaction, as far as it can be told. */
export function summarizeSolanaTransaction(wire: Uint8Array): ApprovalSummary {
  const raw: ApprovalSummary = {
    kind: 'rawTransaction',
    serialized: getBase64Decoder().decode(wire),
  }
  let instructions: Instruction[]
  try {
    const { messageBytes } = getTransactionDecoder().decode(wire)
    const message = getCompiledTransactionMessageDecoder().decode(messageBytes)
    // Legacy and v0 messages only (the frame signs no other).
    if (message.version !== 'legacy' && message.version !== 0) return raw
    const keys = message.staticAccounts.map(String)
    instructions = message.instructions
      .map((instruction) => ({
        program: keys[instruction.programAddressIndex] ?? '',
        // Accounts from a lookup table are not known here: undefined.
        accounts: (instruction.accountIndices ?? []).map((index) => keys[index]),
        data: new Uint8Array(instruction.data ?? []),
      }))
      .filter((instruction) => instruction.program !== COMPUTE_BUDGET_PROGRAM)
  } catch {
    return raw
  }
  const only = instructions.length === 1 ? instructions[0] : undefined
  if (
    only?.program === SYSTEM_PROGRAM &&
    only.data.length === 12 &&
    u32(only.data) === SYSTEM_TRANSFER
  )
    return {
      kind: 'transaction',
      to: only.accounts[1],
      value: decimal(u64(only.data, 4), 9),
      symbol: 'SOL',
      data: undefined,
    }
  const transfer = instructions.at(-1)
  const others = instructions.slice(0, -1)
  if (
    transfer &&
    TOKEN_PROGRAMS.has(transfer.program) &&
    transfer.data.length === 10 &&
    transfer.data[0] === TOKEN_TRANSFER_CHECKED &&
    others.every((instruction) => instruction.program === ASSOCIATED_TOKEN_PROGRAM)
  ) {
    const [, mint, destination] = transfer.accounts
    // The receiver's token account made in the same transaction names its owner: the address typed in.
    const owner = others.find((instruction) => instruction.accounts[1] === destination)?.accounts[2]
    const args: ApprovalField[] = [
      { name: 'mint', value: mint ?? '?' },
      { name: 'amount', value: decimal(u64(transfer.data, 1), transfer.data[9] as number) },
      ...(owner ? [{ name: 'token account', value: destination ?? '?' }] : []),
    ]
    return {
      kind: 'transaction',
      to: owner ?? destination,
      value: '0',
      symbol: 'SOL',
      data: undefined,
      call: { name: 'transferChecked', args },
    }
  }
  return raw
}

const u32 = (data: Uint8Array) =>
  new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(0, true)
const u64 = (data: Uint8Array, offset: number) =>
  new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(offset, true)

/** An amount in its smallest unit as an exact decimal string. */
function decimal(value: bigint, decimals: number): string {
  if (decimals === 0) return value.toString()
  const unit = 10n ** BigInt(decimals)
  const fraction = (value % unit).toString().padStart(decimals, '0').replace(/0+$/, '')
  return fraction ? `${value / unit}.${fraction}` : (value / unit).toString()
}

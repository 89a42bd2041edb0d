import { type ApprovalField, type ApprovalSummary, looksBinary } from '@foyer/core/adapter'
import { base58, base64 } from '@scure/base'
import { parseWireTransaction } from '../frame/solanaTransaction.js'

// What a Solana request asks, read in the frame from the bytes it signs: a message as text; a transaction's
// transfers decoded (SOL by the System program, tokens by transferChecked), anything else as its bytes; and
// the compute-budget price and limit the fee depends on.

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
const TOKEN_PROGRAMS = new Set([
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
])
const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111'
const SYSTEM_TRANSFER = 2
const TOKEN_TRANSFER_CHECKED = 12
const SET_COMPUTE_UNIT_LIMIT = 2
const SET_COMPUTE_UNIT_PRICE = 3

type Instruction = { program: string; accounts: (string | undefined)[]; data: Uint8Array }

/** A message to sign: its text when it is text, else its bytes in hex. */
export function summarizeSolanaMessage(message: Uint8Array): ApprovalSummary {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(message)
    if (!looksBinary(text)) return { kind: 'message', message: text }
  } catch {}
  return {
    kind: 'message',
    message: `0x${Array.from(message, (byte) => byte.toString(16).padStart(2, '0')).join('')}`,
  }
}

/**
 * A wire transaction as the visitor checks it, and its compute-budget settings: `priorityFee` (micro-lamports
 * per compute unit) and `computeUnitLimit`, as decimal numbers.
 */
export function summarizeSolanaTransaction(wire: Uint8Array): {
  summary: ApprovalSummary
  details: ApprovalField[]
} {
  const raw: ApprovalSummary = { kind: 'rawTransaction', serialized: base64.encode(wire) }
  let instructions: Instruction[]
  try {
    instructions = readInstructions(parseWireTransaction(wire).message)
  } catch {
    return { summary: raw, details: [] }
  }
  const details: ApprovalField[] = []
  for (const instruction of instructions.filter((one) => one.program === COMPUTE_BUDGET_PROGRAM)) {
    const { data } = instruction
    if (data[0] === SET_COMPUTE_UNIT_PRICE && data.length === 9)
      details.push({ name: 'priorityFee', value: String(u64(data, 1)) })
    if (data[0] === SET_COMPUTE_UNIT_LIMIT && data.length === 5)
      details.push({ name: 'computeUnitLimit', value: String(u32(data, 1)) })
  }
  const rest = instructions.filter((one) => one.program !== COMPUTE_BUDGET_PROGRAM)
  return { summary: summarizeInstructions(rest) ?? raw, details }
}

function summarizeInstructions(instructions: Instruction[]): ApprovalSummary | undefined {
  const only = instructions.length === 1 ? instructions[0] : undefined
  if (
    only?.program === SYSTEM_PROGRAM &&
    only.data.length === 12 &&
    u32(only.data, 0) === SYSTEM_TRANSFER
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
    const owner = others.find((instruction) => instruction.accounts[1] === destination)?.accounts[2]
    return {
      kind: 'transaction',
      to: owner ?? destination,
      value: '0',
      symbol: 'SOL',
      data: undefined,
      call: {
        name: 'transferChecked',
        args: [
          { name: 'mint', value: mint ?? '?' },
          { name: 'amount', value: decimal(u64(transfer.data, 1), transfer.data[9] as number) },
          ...(owner ? [{ name: 'token account', value: destination ?? '?' }] : []),
        ],
      },
    }
  }
  return undefined
}

/** The instructions of a legacy or v0 message (accounts from lookup tables stay unknown). */
function readInstructions(message: Uint8Array): Instruction[] {
  let offset = message[0] !== undefined && message[0] & 0x80 ? 1 : 0
  offset += 3
  const [keyCount, keysAt] = compactU16(message, offset)
  const keys = Array.from({ length: keyCount }, (_, index) =>
    base58.encode(message.subarray(keysAt + index * 32, keysAt + (index + 1) * 32)),
  )
  offset = keysAt + keyCount * 32 + 32
  const [count, first] = compactU16(message, offset)
  offset = first
  const instructions: Instruction[] = []
  for (let index = 0; index < count; index++) {
    const program = keys[message[offset] as number] ?? ''
    const [accountCount, accountsAt] = compactU16(message, offset + 1)
    const accounts = Array.from(
      message.subarray(accountsAt, accountsAt + accountCount),
      (key) => keys[key],
    )
    const [length, dataAt] = compactU16(message, accountsAt + accountCount)
    if (dataAt + length > message.length) throw new Error('cut short')
    instructions.push({ program, accounts, data: message.slice(dataAt, dataAt + length) })
    offset = dataAt + length
  }
  return instructions
}

function compactU16(bytes: Uint8Array, offset: number): [number, number] {
  let value = 0
  for (let index = 0; index < 3; index++) {
    const byte = bytes[offset + index]
    if (byte === undefined) throw new Error('cut short')
    value |= (byte & 0x7f) << (7 * index)
    if ((byte & 0x80) === 0) return [value, offset + index + 1]
  }
  throw new Error('malformed length')
}

const view = (data: Uint8Array) => new DataView(data.buffer, data.byteOffset, data.byteLength)
const u32 = (data: Uint8Array, offset: number) => view(data).getUint32(offset, true)
const u64 = (data: Uint8Array, offset: number) => view(data).getBigUint64(offset, true)

/** An amount in its smallest unit as an exact decimal string. */
function decimal(value: bigint, decimals: number): string {
  if (decimals === 0) return value.toString()
  const unit = 10n ** BigInt(decimals)
  const fraction = (value % unit).toString().padStart(decimals, '0').replace(/0+$/, '')
  return fraction ? `${value / unit}.${fraction}` : (value / unit).toString()
}

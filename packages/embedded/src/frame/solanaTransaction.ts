// Just enough of Solana's wire format to sign a transaction in the frame without a Solana client: a
// transaction is its signatures (a compact-u16 count, then 64 bytes each) followed by the message the
// signatures cover; the message's header says how many of its first account keys must sign.

const SIGNATURE_BYTES = 64
const KEY_BYTES = 32
/** Solana's packet limit: no transaction is larger. */
export const MAX_TRANSACTION_BYTES = 1232

/** A wire transaction the frame cannot use, with why. */
export class MalformedTransactionError extends Error {}

/** Reads a compact-u16 (1 to 3 bytes, 7 bits each) at `offset`: its value and the next offset. */
function readCompactU16(bytes: Uint8Array, offset: number): [number, number] {
  let value = 0
  for (let index = 0; index < 3; index++) {
    const byte = bytes[offset + index]
    if (byte === undefined) throw new MalformedTransactionError('The transaction is cut short')
    value |= (byte & 0x7f) << (7 * index)
    if ((byte & 0x80) === 0) return [value, offset + index + 1]
  }
  throw new MalformedTransactionError('The transaction has a malformed length')
}

/** The parts of a wire transaction the frame needs. */
export type WireTransaction = {
  /** Where the signature slots start, and how many there are. */
  signaturesOffset: number
  signatureCount: number
  /** The signed message's bytes (what each signature covers). */
  message: Uint8Array
  /** The accounts that must sign, in the order of the signature slots. */
  signers: Uint8Array[]
}

/** Parses a legacy or versioned (v0) wire transaction; refuses anything that does not add up. */
export function parseWireTransaction(bytes: Uint8Array): WireTransaction {
  if (bytes.length > MAX_TRANSACTION_BYTES)
    throw new MalformedTransactionError('The transaction is larger than Solana allows')
  const [signatureCount, signaturesOffset] = readCompactU16(bytes, 0)
  const messageOffset = signaturesOffset + signatureCount * SIGNATURE_BYTES
  if (messageOffset >= bytes.length)
    throw new MalformedTransactionError('The transaction has no message')
  const message = bytes.subarray(messageOffset)
  // A versioned message starts with 0x80 | version; v0 is the only version there is.
  let offset = 0
  const first = message[0] as number
  if (first & 0x80) {
    if ((first & 0x7f) !== 0)
      throw new MalformedTransactionError('The transaction’s version is not supported')
    offset = 1
  }
  const requiredSignatures = message[offset]
  if (requiredSignatures === undefined || message.length < offset + 3)
    throw new MalformedTransactionError('The transaction’s message is cut short')
  if (requiredSignatures !== signatureCount)
    throw new MalformedTransactionError('The transaction’s signatures do not match its message')
  const [keyCount, keysOffset] = readCompactU16(message, offset + 3)
  if (keyCount < requiredSignatures || keysOffset + keyCount * KEY_BYTES > message.length)
    throw new MalformedTransactionError('The transaction’s accounts are cut short')
  const signers = Array.from({ length: requiredSignatures }, (_, index) =>
    message.subarray(keysOffset + index * KEY_BYTES, keysOffset + (index + 1) * KEY_BYTES),
  )
  return { signaturesOffset, signatureCount, message, signers }
}

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, index) => byte === b[index])

/**
 * Signs `bytes` (a wire transaction) as `publicKey`: the signature goes into that key's slot, the others
 * are kept. A transaction that does not need this key's signature is refused (signing it would mean nothing,
 * and a dapp that asks is mistaken or up to something).
 */
export function signWireTransaction(
  bytes: Uint8Array,
  publicKey: Uint8Array,
  sign: (message: Uint8Array) => Uint8Array,
): Uint8Array {
  const parsed = parseWireTransaction(bytes)
  const slot = parsed.signers.findIndex((signer) => sameBytes(signer, publicKey))
  if (slot < 0)
    throw new MalformedTransactionError('The transaction does not need this wallet’s signature')
  const signed = bytes.slice()
  signed.set(sign(parsed.message), parsed.signaturesOffset + slot * SIGNATURE_BYTES)
  return signed
}

/** The transaction's id: its first signature (base58 is the caller's). */
export function firstSignature(bytes: Uint8Array): Uint8Array {
  const { signaturesOffset } = parseWireTransaction(bytes)
  return bytes.slice(signaturesOffset, signaturesOffset + SIGNATURE_BYTES)
}

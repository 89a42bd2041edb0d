// Solana sign-in signatures (CAIP-122's Solana flavour): ed25519 over the message's UTF-8 bytes, by the
// address's 32-byte public key, written in base58 as Solana writes signatures (what Foyer's Solana adapter,
// Wallet Standard wallets through it and WalletConnect's `solana_signMessage` give).
import { createPublicKey, verify } from 'node:crypto'
import { getBase58Encoder } from '@solana/kit'

/** DER of an ed25519 SubjectPublicKeyInfo up to the key: the 32 raw key bytes follow (RFC 8410). */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex')
/** 64 bytes in base58: 64 to 88 digits (each leading zero byte is a '1'); the bytes are checked too. */
export const BASE58_SIGNATURE = /^[1-9A-HJ-NP-Za-km-z]{64,88}$/

/** The bytes a base58 text stands for, or undefined when it is not base58. */
function base58Bytes(text: string): Uint8Array | undefined {
  try {
    return new Uint8Array(getBase58Encoder().encode(text))
  } catch {
    return undefined
  }
}

/** Whether `signature` is written as a Solana signature: 64 bytes in base58. */
export function isSolanaSignature(signature: string): boolean {
  return BASE58_SIGNATURE.test(signature) && base58Bytes(signature)?.length === 64
}

/**
 * Whether `signature` (base58) is `address`'s ed25519 signature of the UTF-8 bytes of `message`. An address
 * that is not a 32-byte key, or a key off the curve, verifies nothing.
 */
export function verifySolanaMessage({
  address,
  message,
  signature,
}: {
  address: string
  message: string
  signature: string
}): boolean {
  const key = base58Bytes(address)
  const bytes = isSolanaSignature(signature) ? base58Bytes(signature) : undefined
  if (key?.length !== 32 || !bytes) return false
  try {
    const publicKey = createPublicKey({
      key: Buffer.concat([ED25519_SPKI_PREFIX, key]),
      format: 'der',
      type: 'spki',
    })
    return verify(null, Buffer.from(message, 'utf8'), publicKey, bytes)
  } catch {
    return false
  }
}

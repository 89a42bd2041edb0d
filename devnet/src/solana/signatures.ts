import { createPublicKey, verify } from 'node:crypto'
import { getBase58Encoder, type Transaction } from '@solana/kit'

/** DER header of an Ed25519 SubjectPublicKeyInfo; the 32 key bytes follow it. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex')

/**
 * Whether every signer's signature verifies over the message bytes — the check a validator's RPC makes
 * before preflight (Solana answers -32003 'Transaction signature verification failure' when it does not).
 * Synchronous (node:crypto), as the RPC methods are; a missing signature fails.
 */
export function signaturesVerify(transaction: Transaction): boolean {
  const encoder = getBase58Encoder()
  return Object.entries(transaction.signatures).every(([signer, signature]) => {
    if (!signature) return false
    const key = createPublicKey({
      key: Buffer.concat([ED25519_SPKI_PREFIX, new Uint8Array(encoder.encode(signer))]),
      format: 'der',
      type: 'spki',
    })
    return verify(null, new Uint8Array(transaction.messageBytes), key, new Uint8Array(signature))
  })
}

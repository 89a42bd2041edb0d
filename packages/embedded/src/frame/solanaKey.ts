import { ed25519 } from '@noble/curves/ed25519'
import { hkdf } from '@noble/hashes/hkdf'
import { sha256 } from '@noble/hashes/sha2'
import { base58 } from '@scure/base'
import { hexToBytes } from 'viem'

// The embedded wallet's Solana key is not a second secret to split and recover: it is derived from the
// account's one secret (the key the shares rebuild) with HKDF-SHA-256 under a label of its own, as HD wallets
// derive a key per chain from one seed. One login, one recovery, two accounts; the Ethereum key and the
// Solana key cannot be computed from each other's public parts (docs/decisions.md).
const SALT = new TextEncoder().encode('foyer embedded wallet')
const INFO = new TextEncoder().encode('solana ed25519 key v1')

/** The account's Solana key pair: its address (the base58 public key) and a signer; the seed stays inside. */
export type SolanaKey = {
  readonly address: string
  readonly publicKey: Uint8Array
  sign(message: Uint8Array): Uint8Array
}

/** The Solana key of the account whose secret is `privateKey`. */
export function solanaKeyFrom(privateKey: `0x${string}`): SolanaKey {
  const seed = hkdf(sha256, hexToBytes(privateKey), SALT, INFO, 32)
  const publicKey = ed25519.getPublicKey(seed)
  return {
    address: base58.encode(publicKey),
    publicKey,
    sign: (message) => ed25519.sign(message, seed),
  }
}

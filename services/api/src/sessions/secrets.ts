// The random values of sign-in sessions and how secrets are kept and compared. A session's id is a bearer
// secret (whoever holds it reads the session), so only its SHA-256 is stored.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** The nonce's length: EIP-4361 asks for at least 8 alphanumerics; 16 give ~95 bits. */
export const NONCE_LENGTH = 16

/** A crypto-random nonce of 16 letters and digits (uniform: randomInt rejects the biased draws). */
export function newNonce(): string {
  let nonce = ''
  for (let i = 0; i < NONCE_LENGTH; i++)
    nonce += ALPHANUMERIC.charAt(randomInt(ALPHANUMERIC.length))
  return nonce
}

/** A session's secret id: 32 random bytes, base64url (43 characters). */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url')
}

/** What a session id looks like; anything else is not looked up. */
export const SESSION_ID = /^[A-Za-z0-9_-]{43}$/

/** A session's public id: 16 random bytes, hex. */
export function newPci(): string {
  return randomBytes(16).toString('hex')
}

/** The stored form of a session id: its SHA-256, hex. */
export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex')
}

/**
 * Whether two strings are equal, in time that does not depend on where they differ. Both are hashed first
 * so the buffers compared have the same length (and the length of the secret is not told either).
 */
export function constantTimeEqual(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(a), digest(b))
}

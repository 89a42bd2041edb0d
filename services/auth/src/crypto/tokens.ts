import { createHash, randomBytes } from 'node:crypto'

/** A bearer secret (session token, device-approval token): 32 random bytes (256 bits), base64url. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}

/**
 * How tokens are kept: their SHA-256, hex. A token is 256 random bits, so a plain hash is enough (no salt,
 * no slow hash): a stolen table gives nothing that can be presented back to the service.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

/** The shape of a token this service hands out, checked before any look-up. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

import { randomBytes } from 'node:crypto'
import { toBase64Url } from '@foyer/core/api'
import { ApiError } from '@foyer/server'
import { and, eq, gt } from 'drizzle-orm'
import type { Database } from '../db/database.js'
import { passkeyNonces } from '../db/schema.js'

/** What a nonce is for; each is good for that only. */
export type NoncePurpose = 'register' | 'sign-in' | 'recover'

const NONCE_TTL_MS = 5 * 60_000

/** Who asked: the project and device, and the session's user when there is one. */
export type NonceOwner = { projectId: string; deviceId: string; userId: string | null }

/** A new nonce (32 random bytes, base64url) for one ceremony of `owner`'s, 5 minutes. */
export async function issuePasskeyNonce(
  db: Database,
  purpose: NoncePurpose,
  owner: NonceOwner,
  now: number,
): Promise<string> {
  const nonce = toBase64Url(randomBytes(32))
  await db.insert(passkeyNonces).values({
    nonce,
    purpose,
    ...owner,
    expiresAt: new Date(now + NONCE_TTL_MS),
  })
  return nonce
}

const expired = () =>
  new ApiError(403, 'PASSKEY_EXPIRED', 'This passkey request expired: please try again')

/**
 * Takes a nonce once: it must be `purpose`'s, unexpired, and `owner`'s (same project and device, and same
 * user when it was issued to one). Anything else is 403, and the nonce is gone either way.
 */
export async function takePasskeyNonce(
  db: Database,
  nonce: string,
  purpose: NoncePurpose,
  owner: NonceOwner,
  now: number,
): Promise<void> {
  const [row] = await db
    .delete(passkeyNonces)
    .where(and(eq(passkeyNonces.nonce, nonce), gt(passkeyNonces.expiresAt, new Date(now))))
    .returning()
  if (
    !row ||
    row.purpose !== purpose ||
    row.projectId !== owner.projectId ||
    row.deviceId !== owner.deviceId ||
    row.userId !== owner.userId
  )
    throw expired()
}

/**
 * A sign-in's nonce, once spent, may unlock the recovery share too (one touch of the passkey does both): it
 * is issued again as the new session's `recover` nonce, the same string, for the same assertion.
 */
export async function reissueForRecovery(
  db: Database,
  nonce: string,
  owner: NonceOwner,
  now: number,
): Promise<void> {
  await db.insert(passkeyNonces).values({
    nonce,
    purpose: 'recover',
    ...owner,
    expiresAt: new Date(now + NONCE_TTL_MS),
  })
}

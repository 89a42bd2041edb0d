import { ApiError } from '@foyer/server'
import { and, eq, gt } from 'drizzle-orm'
import type { Database } from '../db/database.js'
import { emailChanges, users } from '../db/schema.js'
import { EMAIL_CHANGE_TTL_MS } from '../rules.js'

export type EmailChange = typeof emailChanges.$inferSelect

/** The 409 of an address another account has. */
export function emailInUse(): ApiError {
  return new ApiError(409, 'EMAIL_IN_USE', 'This e-mail address is already in use')
}

/** Starts (or restarts) a user's change to `newEmail`; it must finish within 30 minutes. */
export async function startChange(
  db: Database,
  userId: string,
  newEmail: string,
  now: number,
): Promise<void> {
  const values = {
    newEmail,
    primaryVerifiedAt: null,
    expiresAt: new Date(now + EMAIL_CHANGE_TTL_MS),
  }
  await db
    .insert(emailChanges)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: emailChanges.userId, set: values })
}

/** The user's change under way, if it has not run out. */
export async function findChange(
  db: Database,
  userId: string,
  now: number,
): Promise<EmailChange | undefined> {
  const [row] = await db
    .select()
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), gt(emailChanges.expiresAt, new Date(now))))
    .limit(1)
  return row
}

/** The current address confirmed the change (SPEC §4's VERIFY_PRIMARY_OTP done). */
export async function markPrimaryVerified(
  db: Database,
  userId: string,
  now: number,
): Promise<void> {
  await db
    .update(emailChanges)
    .set({ primaryVerifiedAt: new Date(now) })
    .where(eq(emailChanges.userId, userId))
}

/** Gives the account its new address and ends the change; 409 when another account took it meanwhile. */
export async function completeChange(
  db: Database,
  userId: string,
  newEmail: string,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await tx.update(users).set({ email: newEmail }).where(eq(users.id, userId))
      await tx.delete(emailChanges).where(eq(emailChanges.userId, userId))
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw emailInUse()
    throw error
  }
}

/** PostgreSQL's unique_violation (23505), from either driver, possibly wrapped by Drizzle. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { ApiError } from '@foyer/server'
import { and, desc, eq, gt, isNull, lt, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/database.js'
import { otpCodes } from '../db/schema.js'
import { OTP_DIGITS, OTP_MAX_ATTEMPTS, OTP_TTL_MS } from '../rules.js'

/** What a code is mailed for: signing in, or the two steps of an e-mail change (SPEC §4). */
export type OtpPurpose = 'login' | 'email-primary' | 'email-secondary'

/** Which code: its purpose, the project it was asked in, and the (lower-cased) address it was mailed to. */
export type CodeKey = { purpose: OtpPurpose; projectId: string; email: string }

/** The texts a refused code answers with (400). */
export const OTP_TEXTS = {
  invalid: 'Invalid code',
  expired: 'The code has expired. Request a new code.',
  tooManyTries: 'Too many wrong codes. Request a new code.',
} as const

/** Six digits from the CSPRNG, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0')
}

/**
 * How a code is kept: HMAC-SHA256 under the server's pepper, over the purpose, the project, the address and
 * the code. A million possible codes are no secret against a plain hash; without the pepper the table does
 * not tell.
 */
export function hashCode(
  pepper: Buffer,
  { purpose, projectId, email, code }: CodeKey & { code: string },
): Buffer {
  return createHmac('sha256', pepper)
    .update(`${purpose}\n${projectId}\n${email}\n${code}`, 'utf8')
    .digest()
}

/** The rows of one code key. */
function keyIs({ purpose, projectId, email }: CodeKey) {
  return and(
    eq(otpCodes.email, email),
    eq(otpCodes.purpose, purpose),
    eq(otpCodes.projectId, projectId),
  )
}

/** When the newest code for this address and purpose was made, if any (for the cooldown). */
export async function lastCodeAt(db: Database, key: CodeKey): Promise<number | undefined> {
  return newestCodeAt(db, keyIs(key))
}

/**
 * When the newest code still waiting to be typed (not used, not expired) was made, if any: a code that has
 * been used does not hold back the next one (a new device's login right after the first device's).
 */
export async function lastWaitingCodeAt(
  db: Database,
  key: CodeKey,
  now: number,
): Promise<number | undefined> {
  return newestCodeAt(
    db,
    and(keyIs(key), isNull(otpCodes.usedAt), gt(otpCodes.expiresAt, new Date(now))),
  )
}

/** When the newest code matching `where` was made, if any. */
async function newestCodeAt(db: Database, where: SQL | undefined): Promise<number | undefined> {
  const [row] = await db
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(where)
    .orderBy(desc(otpCodes.id))
    .limit(1)
  return row?.createdAt.getTime()
}

/**
 * Makes a new code for the address and purpose, valid 10 minutes; the older unused ones stop working.
 * Returns the code (to mail, never to keep) and its row id (to withdraw it when the mail fails).
 */
export async function issueCode(
  db: Database,
  pepper: Buffer,
  key: CodeKey,
  now: number,
): Promise<{ id: number; code: string }> {
  const code = generateCode()
  const id = await db.transaction(async (tx) => {
    await tx
      .update(otpCodes)
      .set({ replacedAt: new Date(now) })
      .where(and(keyIs(key), isNull(otpCodes.usedAt), isNull(otpCodes.replacedAt)))
    const [row] = await tx
      .insert(otpCodes)
      .values({
        ...key,
        codeHash: hashCode(pepper, { ...key, code }).toString('hex'),
        createdAt: new Date(now),
        expiresAt: new Date(now + OTP_TTL_MS),
      })
      .returning({ id: otpCodes.id })
    return (row as { id: number }).id
  })
  return { id, code }
}

/** Removes a code that could not be mailed, so that asking again is not held back by the cooldown. */
export async function withdrawCode(db: Database, id: number): Promise<void> {
  await db.delete(otpCodes).where(eq(otpCodes.id, id))
}

/**
 * Checks a typed code against the newest one mailed for the address and purpose, and uses it up. Refusals
 * (400): no live code or a wrong one, 'Invalid code'; past 10 minutes, expired; the fifth wrong try, and
 * any try after it, 'Too many wrong codes'. The comparison takes the same time whatever the code.
 */
export async function verifyCode(
  db: Database,
  pepper: Buffer,
  { code, ...key }: CodeKey & { code: string },
  now: number,
): Promise<void> {
  const refuse = (text: string) => new ApiError(400, 'INVALID_CODE', text)
  const [latest] = await db
    .select()
    .from(otpCodes)
    .where(and(keyIs(key), isNull(otpCodes.replacedAt)))
    .orderBy(desc(otpCodes.id))
    .limit(1)
  if (!latest || latest.usedAt) throw refuse(OTP_TEXTS.invalid)
  if (latest.attempts >= OTP_MAX_ATTEMPTS) throw refuse(OTP_TEXTS.tooManyTries)
  if (latest.expiresAt.getTime() <= now) throw refuse(OTP_TEXTS.expired)

  const typed = hashCode(pepper, { ...key, code })
  if (!timingSafeEqual(typed, Buffer.from(latest.codeHash, 'hex'))) {
    // Counted in the database, so parallel tries cannot get past five.
    const [counted] = await db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(and(eq(otpCodes.id, latest.id), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS)))
      .returning({ attempts: otpCodes.attempts })
    throw refuse(
      !counted || counted.attempts >= OTP_MAX_ATTEMPTS ? OTP_TEXTS.tooManyTries : OTP_TEXTS.invalid,
    )
  }
  // Used once: of two parallel right answers, one wins.
  const [used] = await db
    .update(otpCodes)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(otpCodes.id, latest.id),
        isNull(otpCodes.usedAt),
        lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: otpCodes.id })
  if (!used) throw refuse(OTP_TEXTS.invalid)
}

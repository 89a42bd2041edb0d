import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { freshEmails } from '../_test/freshEmails.js'
import { openTestDatabase, testClock } from '../_test/harness.js'
import type { OpenDatabase } from '../db/database.js'
import { generateCode, hashCode, issueCode, OTP_TEXTS, verifyCode } from './codes.js'

// The one-time code rules, on the module (the HTTP tests in login/ check the same rules end to end).

let database: OpenDatabase
const pepper = randomBytes(32)
const clock = testClock()
/** A fresh address per test, so tests do not see each other's codes. */
const fresh = freshEmails('user')
const P = 'project-a'

beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

/** A login code for `email`, issued now. */
function issue(email: string) {
  return issueCode(database.db, pepper, { purpose: 'login', projectId: P, email }, clock.now())
}

function attempt(email: string, code: string, purpose: 'login' | 'email-primary' = 'login') {
  return verifyCode(database.db, pepper, { purpose, projectId: P, email, code }, clock.now())
}

describe('a code', () => {
  test('is six digits, leading zeros kept, from the whole range', () => {
    const codes = Array.from({ length: 2000 }, generateCode)
    for (const code of codes) expect(code).toMatch(/^\d{6}$/)
    // 2000 draws of a million: a handful of repeats at most, and both halves of the range show up.
    expect(new Set(codes).size).toBeGreaterThan(1990)
    expect(codes.some((code) => code.startsWith('0'))).toBe(true)
    expect(codes.some((code) => Number(code) >= 500_000)).toBe(true)
  })

  test('is stored as an HMAC under the pepper: the database never holds the code', async () => {
    const email = fresh()
    const { id, code } = await issue(email)
    const rows = await database.query<Record<string, unknown>>(
      'SELECT * FROM auth_otp_codes WHERE id = $1',
      [id],
    )
    expect(JSON.stringify(rows)).not.toContain(code)
    expect(rows[0]?.code_hash).toBe(
      hashCode(pepper, { purpose: 'login', projectId: P, email, code }).toString('hex'),
    )
    // Another pepper gives another hash: the table alone cannot be searched through the million codes.
    expect(rows[0]?.code_hash).not.toBe(
      hashCode(randomBytes(32), { purpose: 'login', projectId: P, email, code }).toString('hex'),
    )
  })

  test('works once', async () => {
    const email = fresh()
    const { code } = await issue(email)
    await expect(attempt(email, code)).resolves.toBeUndefined()
    await expect(attempt(email, code)).rejects.toThrow(OTP_TEXTS.invalid)
  })

  test('is valid for 10 minutes, then expired', async () => {
    const email = fresh()
    const { code } = await issue(email)
    clock.advance(10 * 60 * 1000 - 1)
    await expect(attempt(email, code)).resolves.toBeUndefined()

    const late = fresh()
    const old = await issue(late)
    clock.advance(10 * 60 * 1000)
    await expect(attempt(late, old.code)).rejects.toThrow(
      'The code has expired. Request a new code.',
    )
  })

  test('dies at the fifth wrong try: the right code no longer works', async () => {
    const email = fresh()
    const { code } = await issue(email)
    const wrong = code === '000000' ? '000001' : '000000'
    for (let i = 0; i < 4; i++) await expect(attempt(email, wrong)).rejects.toThrow('Invalid code')
    await expect(attempt(email, wrong)).rejects.toThrow('Too many wrong codes. Request a new code.')
    await expect(attempt(email, code)).rejects.toThrow('Too many wrong codes. Request a new code.')
  })

  test('four wrong tries leave it working', async () => {
    const email = fresh()
    const { code } = await issue(email)
    for (let i = 0; i < 4; i++) await expect(attempt(email, 'abc')).rejects.toThrow('Invalid code')
    await expect(attempt(email, code)).resolves.toBeUndefined()
  })

  test('parallel wrong tries cannot get past five', async () => {
    const email = fresh()
    const { code } = await issue(email)
    const wrong = code === '111111' ? '222222' : '111111'
    await Promise.allSettled(Array.from({ length: 12 }, () => attempt(email, wrong)))
    const rows = await database.query<{ attempts: number }>(
      'SELECT attempts FROM auth_otp_codes WHERE email = $1',
      [email],
    )
    expect(rows[0]?.attempts).toBe(5)
    await expect(attempt(email, code)).rejects.toThrow('Too many wrong codes')
  })

  test('asking again invalidates the previous unused code', async () => {
    const email = fresh()
    const first = await issue(email)
    clock.advance(31_000)
    const second = await issue(email)
    if (first.code !== second.code)
      await expect(attempt(email, first.code)).rejects.toThrow('Invalid code')
    await expect(attempt(email, second.code)).resolves.toBeUndefined()
  })

  test('is only good for its purpose and address', async () => {
    const email = fresh()
    const { code } = await issue(email)
    await expect(attempt(email, code, 'email-primary')).rejects.toThrow('Invalid code')
    await expect(attempt(fresh(), code)).rejects.toThrow('Invalid code')
    await expect(attempt(email, code)).resolves.toBeUndefined()
  })

  test('an address that never asked has no code', async () => {
    await expect(attempt(fresh(), '123456')).rejects.toThrow('Invalid code')
  })
})

import { expect, test } from 'vitest'
import { freshEmails } from '../_test/freshEmails.js'
import { DEVICE_A, DEVICE_B, signIn, TEST_PROJECT } from '../_test/harness.js'
import { serviceOfThisFile } from '../_test/serviceOfThisFile.js'

// Issue 36: whoever asks /v1/login/email for an address learns nothing of whether it has an account. The
// attacker's device is never one the account approved.

const service = serviceOfThisFile()
const fresh = freshEmails('same')

/** The raw answer: status, every header, the body's bytes. */
async function raw(email: string, deviceId: string) {
  const response = await service.app.request('/v1/login/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
    body: JSON.stringify({ projectId: TEST_PROJECT.id, email, deviceId }),
  })
  return {
    status: response.status,
    headers: [...response.headers.entries()],
    body: Buffer.from(await response.arrayBuffer()).toString('hex'),
  }
}

test('/v1/login/email answers byte for byte alike for a known and an unknown address', async () => {
  const known = fresh()
  await signIn(service, known, DEVICE_A)
  const unknown = fresh()
  const fromKnown = await raw(known, DEVICE_B)
  const fromUnknown = await raw(unknown, DEVICE_B)
  expect(fromKnown.status).toBe(200)
  expect(fromKnown).toEqual(fromUnknown)
  // Asked again within the cooldown: the same refusal for both.
  expect(await raw(known, DEVICE_B)).toEqual(await raw(unknown, DEVICE_B))
  // What differs is the mail, which only the address's owner reads: a device link, or a code.
  expect(service.mailer.sent.findLast((mail) => mail.to === known)?.text).toContain(
    '/device/approve',
  )
  expect(service.mailer.sent.findLast((mail) => mail.to === unknown)?.text).toMatch(/\b\d{6}\b/)
})

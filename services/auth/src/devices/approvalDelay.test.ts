import { describe, expect, test } from 'vitest'
import { freshEmails } from '../_test/freshEmails.js'
import {
  call,
  DEVICE_A,
  DEVICE_B,
  getAs,
  makeWallet,
  signIn,
  TEST_PROJECT,
} from '../_test/harness.js'
import { serviceOfThisFile } from '../_test/serviceOfThisFile.js'

// Issue 36: a wallet's new device, approved from its mail, may sign in only after a delay (an hour here),
// and its owner can cancel it meanwhile. A mailbox taken over alone does not reach the key at once.

const HOUR = 3600_000
const service = serviceOfThisFile({ config: { deviceApprovalDelayMs: HOUR } })
const fresh = freshEmails('delay')

const start = (email: string, deviceId = DEVICE_B) =>
  call(service.app, 'POST', '/v1/login/email', {
    body: { projectId: TEST_PROJECT.id, email, deviceId },
  })
const lastMail = (email: string) => service.mailer.sent.findLast((mail) => mail.to === email)

async function pressLink(email: string) {
  const token = /device\/approve\?token=([\w-]+)/.exec(lastMail(email)?.text ?? '')?.[1] ?? ''
  const response = await service.app.request('/device/approve', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
  })
  return { status: response.status, html: await response.text() }
}

/** An account with a wallet on device A, and device B's approval pressed. */
async function approvedB() {
  const email = fresh()
  const { token } = await signIn(service, email, DEVICE_A)
  await makeWallet(service, token)
  await start(email)
  expect(lastMail(email)?.text).toContain('only 60 minutes after you approve it')
  const pressed = await pressLink(email)
  expect(pressed.status).toBe(200)
  expect(pressed.html).toContain('Device approved, from 2030-')
  return { email, onA: token }
}

describe('the delay before a new device of a wallet may sign in', () => {
  test('the approval takes effect an hour later: no code before, a sign-in after', async () => {
    const { email } = await approvedB()
    // No code goes out with the approval, and the device is not approved yet.
    expect(lastMail(email)?.text).not.toMatch(/\b\d{6}\b/)
    service.clock.advance(HOUR - 60_000)
    await start(email)
    expect(lastMail(email)?.text).toContain('/device/approve')
    service.clock.advance(60_000)
    expect((await signIn(service, email, DEVICE_B)).user).toMatchObject({ isNew: false })
  })

  test('the owner sees the waiting device and removes it: it never takes effect', async () => {
    const { email, onA } = await approvedB()
    const listed = (await getAs(service, '/v1/devices', onA)).body.devices as {
      id: string
      waiting: boolean
    }[]
    const waiting = listed.find((device) => device.waiting)
    expect(waiting).toBeDefined()
    const removed = await call(
      service.app,
      'DELETE',
      `/v1/devices/${waiting?.id}?projectId=${TEST_PROJECT.id}`,
      { token: onA },
    )
    expect(removed.status).toBe(200)
    service.clock.advance(2 * HOUR)
    await start(email)
    expect(lastMail(email)?.text).toContain('/device/approve')
  })

  test('an account with no wallet yet waits for nothing: the approval mails the code at once', async () => {
    const email = fresh()
    await signIn(service, email, DEVICE_A)
    await start(email)
    const pressed = await pressLink(email)
    expect(pressed.html).toContain('We have e-mailed you the sign-in code')
    expect(lastMail(email)?.text).toMatch(/\b\d{6}\b/)
  })
})

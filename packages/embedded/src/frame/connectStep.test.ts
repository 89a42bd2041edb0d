import { expect, test } from 'vitest'
import { FRAME_USER_EMAIL, openFrame } from './_test/openFrame.js'

// SPEC §4's embedded login steps end in CONNECT when no code is needed: the frame on this device already
// holds the session of the e-mail asked for. No mail is sent; any other e-mail logs in as usual.

test('the e-mail of the open session: CONNECT, and no login mail', async () => {
  const { handlers, calls } = await openFrame()
  for (const email of [FRAME_USER_EMAIL, ` ${FRAME_USER_EMAIL.toUpperCase()} `])
    expect(await handlers.CONNECT_EMAIL({ email })).toEqual({ action: 'CONNECT' })
  expect(calls).not.toContain('/v1/login/email')
  // Still the same session: the account answers as before.
  expect(await handlers.IS_CONNECTED({})).toEqual({ isConnected: true })
})

test('another e-mail: the usual login (a code), never the open session', async () => {
  const { handlers, calls } = await openFrame()
  expect(await handlers.CONNECT_EMAIL({ email: 'eve@example.com' })).toEqual({
    action: 'VERIFY_OTP',
  })
  expect(calls).toContain('/v1/login/email')
})

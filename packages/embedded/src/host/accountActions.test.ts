import { expect, test } from 'vitest'
import { embeddedAccountActions } from './accountActions.js'
import type { FrameTransport } from './transport.js'

/** A frame channel that answers each request as the frame does, and records what it was asked. */
function frame() {
  const requests: [string, unknown][] = []
  const answers: Record<string, unknown> = {
    UPDATE_EMAIL: { action: 'VERIFY_PRIMARY_OTP' },
    UPDATE_EMAIL_PRIMARY_OTP: { action: 'VERIFY_SECONDARY_OTP' },
    UPDATE_EMAIL_SECONDARY_OTP: { email: 'new@example.com' },
    LIST_DEVICES: { devices: [{ id: 'd1' }] },
    REVOKE_DEVICE: {},
    LIST_PASSKEYS: { passkeys: [{ id: 'p1' }] },
  }
  const transport = {
    request: async (type: string, payload: unknown) => {
      requests.push([type, payload])
      return answers[type]
    },
  } as unknown as FrameTransport
  return { transport, requests }
}

test('each account action is its request to the frame; the finished e-mail change is told with its address', async () => {
  const { transport, requests } = frame()
  const changed: string[] = []
  const actions = embeddedAccountActions(
    async () => transport,
    (email) => void changed.push(email),
  )
  expect(await actions.updateEmail({ email: 'new@example.com' })).toEqual({
    action: 'VERIFY_PRIMARY_OTP',
  })
  expect(await actions.updateEmailPrimaryOtp({ otp: '111111' })).toEqual({
    action: 'VERIFY_SECONDARY_OTP',
  })
  expect(changed).toEqual([])
  expect(await actions.updateEmailSecondaryOtp({ otp: '222222' })).toEqual({
    email: 'new@example.com',
  })
  expect(changed).toEqual(['new@example.com'])
  expect(await actions.listEmbeddedDevices()).toEqual([{ id: 'd1' }])
  await actions.revokeEmbeddedDevice({ id: 'd1' })
  expect(await actions.listEmbeddedPasskeys()).toEqual([{ id: 'p1' }])
  expect(requests).toEqual([
    ['UPDATE_EMAIL', { email: 'new@example.com' }],
    ['UPDATE_EMAIL_PRIMARY_OTP', { otp: '111111' }],
    ['UPDATE_EMAIL_SECONDARY_OTP', { otp: '222222' }],
    ['LIST_DEVICES', {}],
    ['REVOKE_DEVICE', { id: 'd1' }],
    ['LIST_PASSKEYS', {}],
  ])
})

test('without the embedded wallet’s channel nothing is asked and the adapter’s refusal is the answer', async () => {
  const { requests } = frame()
  const actions = embeddedAccountActions(
    async () => {
      throw new Error('not the embedded wallet')
    },
    () => {},
  )
  await expect(actions.listEmbeddedDevices()).rejects.toThrow('not the embedded wallet')
  await expect(actions.updateEmailSecondaryOtp({ otp: '1' })).rejects.toThrow()
  expect(requests).toEqual([])
})

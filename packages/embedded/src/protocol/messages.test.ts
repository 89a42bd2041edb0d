import { describe, expect, test } from 'vitest'
import { isRefusal, parseAppMessage, parseFrameMessage } from './messages.js'

const id = 'a'.repeat(32)
const ok = (data: unknown) => {
  const parsed = parseAppMessage(data)
  return !isRefusal(parsed)
}

describe('app events (what the frame accepts)', () => {
  test('each event with its payload is accepted', () => {
    expect(ok({ id, type: 'CONNECT_EMAIL', payload: { email: 'visitor@example.com' } })).toBe(true)
    expect(ok({ id, type: 'CONNECT_OTP', payload: { otp: '123456' } })).toBe(true)
    expect(ok({ id, type: 'SWITCH_NETWORK', payload: { chainId: 1 } })).toBe(true)
    expect(ok({ id, type: 'SWITCH_NETWORK', payload: { chainId: 'eip155:1' } })).toBe(true)
    expect(ok({ id, type: 'IS_CONNECTED', payload: {} })).toBe(true)
    expect(
      ok({ id, type: 'RPC_REQUEST', payload: { method: 'personal_sign', params: ['0x68', '0x'] } }),
    ).toBe(true)
  })

  test('SPEC §5: strict shapes — unknown fields, wrong types, bad e-mail or otp, unknown events are refused', () => {
    const refused = [
      null,
      'CONNECT_EMAIL',
      [],
      { id, type: 'CONNECT_EMAIL', payload: { email: 'visitor@example.com', extra: 1 } },
      { id, type: 'CONNECT_EMAIL', payload: { email: 'not an e-mail' } },
      { id, type: 'CONNECT_EMAIL', payload: { email: 42 } },
      { id, type: 'CONNECT_EMAIL', payload: {} },
      { id, type: 'CONNECT_EMAIL' },
      { id, type: 'CONNECT_OTP', payload: { otp: 123456 } },
      { id, type: 'CONNECT_OTP', payload: { otp: '12345' } },
      { id, type: 'CONNECT_SOCIAL', payload: { uri: 7 } },
      { id, type: 'SWITCH_NETWORK', payload: { chainId: true } },
      { id, type: 'SWITCH_NETWORK', payload: { chainId: null } },
      { id, type: 'EXPORT_PRIVATE_KEY', payload: {} },
      { id: 'short', type: 'IS_CONNECTED', payload: {} },
      { id: 7, type: 'IS_CONNECTED', payload: {} },
      { id, type: 'IS_CONNECTED', payload: {}, extra: true },
      { id, type: 'RPC_REQUEST', payload: { method: 'eth sign; drop', params: [] } },
      { id, type: 'RPC_REQUEST', payload: { method: 'personal_sign', params: 'x' } },
      { id, type: 'IS_CONNECTED', payload: { token: 'x'.repeat(300 * 1024) } },
    ]
    for (const data of refused) expect(ok(data), JSON.stringify(data)?.slice(0, 120)).toBe(false)
  })
})

describe('frame events (what the host accepts)', () => {
  const waiting = (type: 'CONNECT_EMAIL' | 'GET_USER') => (asked: string) =>
    asked === id ? type : undefined
  const accepted = (data: unknown, type: 'CONNECT_EMAIL' | 'GET_USER' = 'CONNECT_EMAIL') =>
    !isRefusal(parseFrameMessage(data, waiting(type)))

  test('the SUCCESS or ERROR of the request waiting on that id', () => {
    expect(accepted({ id, type: 'CONNECT_EMAIL_SUCCESS', payload: { action: 'VERIFY_OTP' } })).toBe(
      true,
    )
    expect(
      accepted({ id, type: 'CONNECT_EMAIL_ERROR', payload: { message: 'Invalid code' } }),
    ).toBe(true)
    expect(accepted({ id, type: 'CONNECT_EMAIL_ERROR', payload: {} })).toBe(true)
    expect(accepted({ type: 'FRAME_READY', payload: { version: '1' } })).toBe(true)
  })

  test('anything else is refused: no request waiting, another event, a bad result shape', () => {
    const other = 'b'.repeat(32)
    for (const data of [
      { id: other, type: 'CONNECT_EMAIL_SUCCESS', payload: { action: 'VERIFY_OTP' } },
      { id, type: 'GET_USER_SUCCESS', payload: { action: 'VERIFY_OTP' } },
      { id, type: 'CONNECT_EMAIL_SUCCESS', payload: { action: 'CONNECTED' } },
      { id, type: 'CONNECT_EMAIL_SUCCESS', payload: { action: 'VERIFY_OTP', key: '0x01' } },
      { id, type: 'CONNECT_EMAIL_ERROR', payload: { message: 5 } },
      { type: 'FRAME_READY', payload: { version: '1', extra: 1 } },
    ])
      expect(accepted(data), JSON.stringify(data)).toBe(false)
    expect(
      accepted(
        { id, type: 'GET_USER_SUCCESS', payload: { email: 'a@b.co', address: '0x12', chainId: 1 } },
        'GET_USER',
      ),
    ).toBe(false)
    // SPEC §5's address rules with the '0x' a frame must write: 40 hex digits alone, or base58 with a '0'.
    const user = (address: string) =>
      accepted(
        {
          id,
          type: 'GET_USER_SUCCESS',
          payload: {
            address,
            chainId: 1,
            smartAccountDeployed: false,
            preferredAccountType: 'eoa',
          },
        },
        'GET_USER',
      )
    expect(user(`0x${'ab'.repeat(20)}`)).toBe(true)
    expect(user('0a'.repeat(20))).toBe(false)
    expect(user('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')).toBe(true)
    expect(user('0WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')).toBe(false)
  })
})

describe('the account’s devices', () => {
  const ref = 'AbC-_0123456789abcdefg'
  const device = {
    id: ref,
    approvedAt: '2026-11-27T12:00:00.000Z',
    lastUsedAt: null,
    current: true,
    waiting: false,
  }
  const answer = (type: 'LIST_DEVICES' | 'REVOKE_DEVICE', payload: unknown) =>
    !isRefusal(parseFrameMessage({ id, type: `${type}_SUCCESS`, payload }, () => type))

  test('LIST_DEVICES and REVOKE_DEVICE with their payloads are accepted', () => {
    expect(ok({ id, type: 'LIST_DEVICES', payload: {} })).toBe(true)
    expect(ok({ id, type: 'REVOKE_DEVICE', payload: { id: ref } })).toBe(true)
  })

  test('a device is named by 22 base64url characters, nothing else', () => {
    for (const bad of [
      ref.slice(1),
      `${ref}x`,
      `${ref.slice(1)}=`,
      `${ref.slice(1)}/`,
      22,
      '',
      null,
    ])
      expect(ok({ id, type: 'REVOKE_DEVICE', payload: { id: bad } }), String(bad)).toBe(false)
    expect(ok({ id, type: 'REVOKE_DEVICE', payload: {} })).toBe(false)
    expect(ok({ id, type: 'REVOKE_DEVICE', payload: { id: ref, current: true } })).toBe(false)
    expect(ok({ id, type: 'LIST_DEVICES', payload: { all: true } })).toBe(false)
  })

  test('the list answers with its devices, strictly', () => {
    expect(answer('LIST_DEVICES', { devices: [] })).toBe(true)
    expect(
      answer('LIST_DEVICES', {
        devices: [
          device,
          { ...device, current: false, waiting: true, lastUsedAt: device.approvedAt },
        ],
      }),
    ).toBe(true)
    expect(answer('REVOKE_DEVICE', {})).toBe(true)
    for (const bad of [
      {},
      { devices: [{ ...device, deviceId: 'the frame’s own id' }] },
      { devices: [{ ...device, id: 'short' }] },
      { devices: [{ ...device, approvedAt: 'x'.repeat(65) }] },
      { devices: [{ ...device, lastUsedAt: 'x'.repeat(65) }] },
      { devices: [{ ...device, lastUsedAt: undefined }] },
      { devices: [{ ...device, current: 'yes' }] },
      { devices: [{ ...device, waiting: undefined }] },
      { devices: Array.from({ length: 257 }, () => device) },
      { devices: [device], extra: 1 },
    ])
      expect(answer('LIST_DEVICES', bad), JSON.stringify(bad).slice(0, 120)).toBe(false)
    expect(answer('REVOKE_DEVICE', { ok: true })).toBe(false)
  })
})

import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createApprovalDesk } from './approvalDesk.js'
import { AuthApiError, createAuthApi } from './authApi.js'
import type { FrameConfig } from './config.js'
import { createHandlers } from './handlers.js'
import { createPasskeyDesk } from './passkeyDesk.js'
import { createFrameStorage } from './storage.js'

// The account's devices as the frame asks the auth service for them: with the session's token and the
// project in the query, a removal as DELETE; neither event is served without a session.

const REF = 'AbC-_0123456789abcdefg'
type Call = { url: URL; method: string; headers: Record<string, string>; body: unknown }
let calls: Call[]
let answer: { status: number; body: unknown }

beforeEach(() => {
  calls = []
  answer = { status: 200, body: {} }
  vi.stubGlobal('window', { location: { origin: 'https://auth.example' } })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init: RequestInit) => {
      calls.push({
        url,
        method: init.method ?? 'GET',
        headers: init.headers as Record<string, string>,
        body: init.body,
      })
      return new Response(JSON.stringify(answer.body), { status: answer.status })
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

test('the list: GET /v1/devices of the project, with the session’s bearer token', async () => {
  const device = {
    id: REF,
    approvedAt: '2026-11-27T12:00:00.000Z',
    lastUsedAt: null,
    current: true,
    waiting: false,
  }
  answer.body = { devices: [device] }
  const api = createAuthApi('project-1', () => 'session-token')
  await expect(api.devices()).resolves.toEqual({ devices: [device] })
  const [call] = calls
  expect(call?.method).toBe('GET')
  expect(call?.url.href).toBe('https://auth.example/v1/devices?projectId=project-1')
  expect(call?.headers).toEqual({ authorization: 'Bearer session-token' })
  expect(call?.body).toBeUndefined()
})

test('a removal: DELETE /v1/devices/:id of the project, no body; the service’s 404 is its words', async () => {
  answer.body = { ok: true }
  const api = createAuthApi('project-1', () => 'session-token')
  await expect(api.revokeDevice(REF)).resolves.toEqual({ ok: true })
  expect(calls[0]?.method).toBe('DELETE')
  expect(calls[0]?.url.href).toBe(`https://auth.example/v1/devices/${REF}?projectId=project-1`)
  expect(calls[0]?.body).toBeUndefined()

  answer = { status: 404, body: { error: 'This account has no such device' } }
  const refused = await api.revokeDevice(REF).catch((error: unknown) => error)
  expect(refused).toBeInstanceOf(AuthApiError)
  expect(refused).toMatchObject({ status: 404, message: 'This account has no such device' })
})

test('without a session, LIST_DEVICES and REVOKE_DEVICE are refused with 4100 and the service is not asked', async () => {
  const memory = new Map<string, string>()
  const storage = createFrameStorage('project-1', {
    getItem: (key: string) => memory.get(key) ?? null,
    setItem: (key: string, value: string) => void memory.set(key, value),
    removeItem: (key: string) => void memory.delete(key),
  } as Storage)
  const desk = createApprovalDesk({ projectId: 'project-1' })
  const passkeys = createPasskeyDesk({ projectId: 'project-1' })
  const handlers = createHandlers(
    { projectId: 'project-1', chains: [], solanaClusters: [] } as unknown as FrameConfig,
    storage,
    () => 'https://app.example',
    desk,
    async () => passkeys,
  )
  try {
    await expect(handlers.LIST_DEVICES({})).rejects.toMatchObject({ code: 4100 })
    await expect(handlers.REVOKE_DEVICE({ id: REF })).rejects.toMatchObject({ code: 4100 })
    expect(calls).toEqual([])
  } finally {
    desk.close()
    passkeys.close()
  }
})

import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp, type OpenDatabase, openDatabase, upsertProject } from '@foyer/api'
import { getFreePorts } from '@foyer/devnet/node'
import { type RunningService, serveApp } from '@foyer/server'
import { lendPglite } from '@foyer/server/testing/pglite'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { TEST_CHAINS } from '../_test/harness.js'
import { type DevAuth, startDevAuth } from './devStack.js'
import type { SinkMessage } from './mailSink.js'

// The dev stack whole, over the network: the data service (for the project), the auth service, and mail
// sent over SMTP to the sink and read back from its inbox.

const DEVICE = 'integrationDevice00000'
let apiDatabase: OpenDatabase
let api: RunningService
let auth: DevAuth
let dataDir: string

beforeAll(async () => {
  apiDatabase = await openDatabase({
    pglite: await lendPglite(inject('pgliteTemplate')),
  })
  await upsertProject(apiDatabase.db, {
    id: 'foyer-demo',
    name: 'Demo',
    allowedOrigins: ['http://127.0.0.1:5173'],
  })
  const [apiPort, authPort, inboxPort] = await getFreePorts(3)
  api = await serveApp(
    createApp(apiDatabase, { chains: [], publicUrl: `http://127.0.0.1:${apiPort}` }),
    { port: apiPort as number },
  )
  dataDir = mkdtempSync(join(tmpdir(), 'foyer-auth-dev-'))
  // Development secrets live outside the data folder (here: beside it, not in the user's own folder).
  process.env.FOYER_AUTH_DEV_SECRETS_FILE = join(`${dataDir}-secrets`, 'dev.json')
  auth = await startDevAuth({
    port: authPort as number,
    inboxPort: inboxPort as number,
    apiUrl: api.url,
    chains: TEST_CHAINS,
    defaultChainId: 31337,
    dataDir,
    frameDir: join(dataDir, 'frame'),
  })
})
afterAll(async () => {
  await auth?.stop()
  await api?.stop()
  await apiDatabase?.close()
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(`${dataDir}-secrets`, { recursive: true, force: true })
  delete process.env.FOYER_AUTH_DEV_SECRETS_FILE
})

async function post(path: string, body: Record<string, unknown>) {
  const response = await fetch(`${auth.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ projectId: 'foyer-demo', ...body }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function inbox(to: string): Promise<SinkMessage[]> {
  const response = await fetch(`${auth.inboxUrl}/messages?to=${encodeURIComponent(to)}`)
  return (await response.json()) as SinkMessage[]
}

describe('the dev stack', () => {
  test('a login code goes over SMTP to the sink, is read back from /messages, and signs in', async () => {
    const email = 'Integration@Example.com'
    expect(await post('/v1/login/email', { email, deviceId: DEVICE })).toEqual({
      status: 200,
      body: { action: 'VERIFY_OTP' },
    })
    const [mail, ...older] = await inbox('integration@example.com')
    expect(older).toEqual([])
    expect(mail).toMatchObject({
      to: 'integration@example.com',
      from: 'no-reply@foyer.localhost',
      subject: 'Your Foyer sign-in code',
      receivedAt: expect.any(String),
    })
    expect(mail?.html).toContain('<p>')
    const code = /Your sign-in code for .+ is (\d{6})/.exec(mail?.text ?? '')?.[1]
    expect(code).toMatch(/^\d{6}$/)

    const login = await post('/v1/login/otp', { email, deviceId: DEVICE, otp: code })
    expect(login).toMatchObject({
      status: 200,
      body: { user: { email: 'integration@example.com', address: null, isNew: true } },
    })
    const session = await fetch(`${auth.url}/v1/session?projectId=foyer-demo`, {
      headers: { authorization: `Bearer ${login.body.token as string}` },
    })
    expect(await session.json()).toEqual({
      user: { email: 'integration@example.com', address: null },
    })
  })

  test('the inbox page lists mail newest first with clickable links, reloading every 2 s; DELETE empties it', async () => {
    await post('/v1/login/email', { email: 'second@example.com', deviceId: DEVICE })
    const page = await (await fetch(auth.inboxUrl)).text()
    expect(page).toContain('<meta http-equiv="refresh" content="2">')
    expect(page.indexOf('second@example.com')).toBeLessThan(page.indexOf('integration@example.com'))
    expect((await inbox('nobody@example.com')).length).toBe(0)
    const all = (await (await fetch(`${auth.inboxUrl}/messages`)).json()) as SinkMessage[]
    expect(all.map((message) => message.to)).toEqual([
      'second@example.com',
      'integration@example.com',
    ])
    await fetch(`${auth.inboxUrl}/messages`, { method: 'DELETE' })
    expect(await (await fetch(`${auth.inboxUrl}/messages`)).json()).toEqual([])
  })

  test('the project comes from the data service; the secrets are kept outside the data folder, mode 0600', async () => {
    const unknown = await post('/v1/login/email', {
      projectId: 'nope',
      email: 'x@example.com',
      deviceId: DEVICE,
    })
    expect(unknown).toMatchObject({
      status: 401,
      body: { error: { message: 'Unknown projectId' } },
    })
    expect(statSync(join(`${dataDir}-secrets`, 'dev.json')).mode & 0o777).toBe(0o600)
    expect(existsSync(join(dataDir, 'secrets.json'))).toBe(false)
    const frame = await fetch(`${auth.url}/frame?projectId=foyer-demo`)
    expect(frame.headers.get('content-security-policy')).toContain(
      'frame-ancestors http://127.0.0.1:5173;',
    )
    expect(await frame.text()).toContain('"defaultChainId":31337')
  })
})

import { createUnwrapKey, type WrappedSecret } from '@foyer/core/api'
import { lendPglite } from '@foyer/server/testing/pglite'
import { newPostgresDatabase } from '@foyer/server/testing/postgres'
import { inject } from 'vitest'
import { type App, createApp } from '../app.js'
import { type FrameChain, PUBLIC_SOLANA_CLUSTERS } from '../config/chains.js'
import { generateSecrets } from '../config/secrets.js'
import { relyingPartyOf } from '../crypto/passkeyAssertion.js'
import type { OpenDatabase } from '../db/database.js'
import { openDatabase } from '../db/open.js'
import type { AppDeps } from '../deps.js'
import { localVault } from '../keeper/vault.js'
import { authLimits } from '../limits/authLimits.js'
import type { Mail, Mailer } from '../mail/mailer.js'
import type { Project } from '../projects/projects.js'

/** A fresh, migrated, in-memory database for one test file (the global setup's template, lent from the tests' pool). */
export async function openTestDatabase(): Promise<OpenDatabase> {
  return openDatabase({ pglite: await lendPglite(inject('authPgliteTemplate')) })
}

/** A fresh, migrated database on the test PostgreSQL server (the services project's global setup). */
export async function openPostgresTestDatabase(prefix: string): Promise<OpenDatabase> {
  return openDatabase({ url: await newPostgresDatabase(prefix) })
}

/** The test project and its allowed origins. */
export const TEST_PROJECT: Project = {
  id: 'test-project',
  name: 'Test Shop',
  allowedOrigins: ['http://app.test', 'http://127.0.0.1:*', 'https://*.preview.test'],
}

/** A second app: the same visitors there have other accounts and other wallets. */
export const OTHER_PROJECT: Project = {
  id: 'other-project',
  name: 'Other App',
  allowedOrigins: ['http://other.test'],
}

/** A project the data service knows with no allowed origin. */
export const CLOSED_PROJECT: Project = { id: 'closed-project', allowedOrigins: [] }

export const TEST_CHAINS: FrameChain[] = [
  {
    id: 1,
    name: 'Ethereum',
    rpcUrl: 'https://rpc.example.org/v1/mainnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  },
  {
    id: 31337,
    name: 'Foyer Devnet',
    rpcUrl: 'http://127.0.0.1:8545',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  },
]

/** Two devices as the frame names them (16 random bytes, base64url: 22 characters). */
export const DEVICE_A = 'deviceAAAAAAAAAAAAAAAA'
export const DEVICE_B = 'deviceBBBBBBBBBBBBBBBB'

/** A mailer that keeps what it is given; `failing` makes it refuse, as an SMTP server that is down. */
export type MemoryMailer = Mailer & { sent: Mail[]; failing: boolean }

export function memoryMailer(): MemoryMailer {
  const mailer: MemoryMailer = {
    sent: [],
    failing: false,
    async send(mail) {
      if (mailer.failing) throw new Error('SMTP down')
      mailer.sent.push(mail)
    },
    async close() {},
  }
  return mailer
}

/** The six-digit code of the newest mail to `to`. */
export function lastCode(mailer: MemoryMailer, to: string): string {
  const mail = mailer.sent.findLast((item) => item.to === to)
  const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1]
  if (!code) throw new Error(`no code mailed to ${to}`)
  return code
}

/** A clock the test moves. */
export type TestClock = { now(): number; advance(ms: number): void; set(at: number): void }

export function testClock(start = Date.parse('2030-01-01T00:00:00Z')): TestClock {
  let at = start
  return {
    now: () => at,
    advance: (ms) => {
      at += ms
    },
    set: (value) => {
      at = value
    },
  }
}

export type TestService = {
  app: App
  deps: AppDeps
  mailer: MemoryMailer
  clock: TestClock
  /** How many times the project look-up was asked. */
  lookups: () => number
}

/** The auth app on `database` with a memory mailer, a test clock and the test projects. */
export function testService(
  database: OpenDatabase,
  overrides: Partial<Omit<AppDeps, 'config'>> & { config?: Partial<AppDeps['config']> } = {},
): TestService {
  const mailer = memoryMailer()
  const clock = testClock()
  let lookups = 0
  const projects = [TEST_PROJECT, OTHER_PROJECT, CLOSED_PROJECT]
  const { config, limits, ...rest } = overrides
  const { recoveryKey, ...secrets } = generateSecrets()
  const publicUrl = config?.publicUrl ?? 'http://auth.test'
  const deps: AppDeps = {
    database,
    config: {
      publicUrl,
      chains: TEST_CHAINS,
      defaultChainId: 1,
      solanaClusters: [...PUBLIC_SOLANA_CLUSTERS],
      frameDir: '/nonexistent/foyer-frame',
      trustProxyHops: 1,
      ...config,
    },
    secrets,
    // The keeper in-process, on the test database (its table is in the template: _test/globalSetup.ts).
    vault: localVault({ database, recoveryKey, rp: relyingPartyOf(publicUrl) }),
    mailer,
    projects: async (id) => {
      lookups++
      return projects.find((project) => project.id === id)
    },
    now: clock.now,
    deviceWait: { timeoutMs: 300, intervalMs: 20 },
    ...rest,
    limits:
      limits ??
      authLimits({
        database,
        startsPerClient: config?.startsPerClient,
        now: rest.now ?? clock.now,
      }),
  }
  return { app: createApp(deps), deps, mailer, clock, lookups: () => lookups }
}

/** An answer: status and parsed JSON body. */
export type Answer = { status: number; body: Record<string, unknown>; headers: Headers }

/** Calls the app with a JSON body (and a bearer token, a client address…). */
export async function call(
  app: App,
  method: string,
  path: string,
  {
    body,
    token,
    ip = '203.0.113.1',
    headers = {},
    signal,
  }: {
    body?: unknown
    token?: string
    ip?: string
    headers?: Record<string, string>
    signal?: AbortSignal
  } = {},
): Promise<Answer> {
  const response = await app.request(path, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'x-forwarded-for': ip,
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    ...(signal ? { signal } : {}),
  })
  const text = await response.text()
  let parsed: Record<string, unknown>
  try {
    parsed = JSON.parse(text) as Record<string, unknown>
  } catch {
    parsed = { text }
  }
  return { status: response.status, body: parsed, headers: response.headers }
}

/**
 * GET of a share route as the frame does it: with a one-time key of its own (`wrapKey`), the answer's sealed
 * shares opened with it, so tests read `authShare` / `recoveryShare` as the frame does. The wire itself is
 * tested in wallet/sealedShares.test.ts.
 */
async function callAsFrame(app: App, path: string, token: string): Promise<Answer> {
  const key = await createUnwrapKey()
  const answer = await call(app, 'GET', `${path}&wrapKey=${encodeURIComponent(key.publicKey)}`, {
    token,
  })
  const { address, authShare, recoveryShare } = answer.body as {
    address?: string | null
    authShare?: WrappedSecret | null
    recoveryShare?: WrappedSecret
  }
  if (answer.status !== 200 || !address) return answer
  const context = address.toLowerCase()
  // A recovery answer: the original auth share sealed by the service, the recovery share by the keeper.
  const authContext = recoveryShare ? `recovery-auth:${context}` : `auth-share:${context}`
  if (authShare)
    answer.body = { ...answer.body, authShare: await key.unwrap(authShare, authContext) }
  if (recoveryShare)
    answer.body = {
      ...answer.body,
      recoveryShare: await key.unwrap(recoveryShare, `recovery:${context}`),
    }
  return answer
}

/**
 * Signs `email` in on `deviceId` in `projectId` (a new account's first login, or a known account on an
 * approved device).
 */
export async function signIn(
  service: TestService,
  email: string,
  deviceId = DEVICE_A,
  projectId = TEST_PROJECT.id,
): Promise<{ token: string; user: Record<string, unknown> }> {
  const start = await call(service.app, 'POST', '/v1/login/email', {
    body: { projectId, email, deviceId },
  })
  if (start.status !== 200 || start.body.action !== 'VERIFY_OTP')
    throw new Error(`login start: ${start.status} ${JSON.stringify(start.body)}`)
  const verified = await call(service.app, 'POST', '/v1/login/otp', {
    body: { projectId, email, deviceId, otp: lastCode(service.mailer, email.toLowerCase()) },
  })
  if (verified.status !== 200) throw new Error(`login otp: ${JSON.stringify(verified.body)}`)
  // Later codes for the same address wait out the cooldown.
  service.clock.advance(31_000)
  return verified.body as { token: string; user: Record<string, unknown> }
}

/** A GET of the frame's, as it makes them: the project in the query, the session's token. */
export function getAs(
  service: TestService,
  path: string,
  token: string,
  projectId = TEST_PROJECT.id,
) {
  const url = `${path}?projectId=${encodeURIComponent(projectId)}`
  return /^\/v1\/wallet\/(share|recovery)$/.test(path)
    ? callAsFrame(service.app, url, token)
    : call(service.app, 'GET', url, { token })
}

/** Gives the session's account a wallet, as the frame's first login does (a random address and shares). */
export async function makeWallet(
  service: TestService,
  token: string,
  projectId = TEST_PROJECT.id,
): Promise<string> {
  const { randomBytes } = await import('node:crypto')
  const address = `0x${randomBytes(20).toString('hex')}`
  const share = () => randomBytes(96).toString('base64')
  const made = await call(service.app, 'POST', '/v1/wallet', {
    token,
    body: { projectId, address, authShare: share(), recoveryShare: share() },
  })
  if (made.status !== 200) throw new Error(`wallet: ${JSON.stringify(made.body)}`)
  return address
}

import { randomBytes } from 'node:crypto'
import { createUnwrapKey, type WrappedSecret } from '@foyer/core/api'
import { getFreePorts } from '@foyer/devnet/node'
import { openDatabase, type RunningService, serveApp } from '@foyer/server'
import { lendPglite } from '@foyer/server/testing/pglite'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  call,
  getAs,
  openTestDatabase,
  signIn,
  TEST_PROJECT,
  type TestService,
  testService,
} from '../_test/harness.js'
import { configuredKeeper } from '../commands/context.js'
import { relyingPartyOf } from '../crypto/passkeyAssertion.js'
import type { OpenDatabase } from '../db/database.js'
import { createKeeperApp } from './app.js'
import { remoteVault } from './remoteVault.js'
import { KEEPER_MIGRATIONS } from './store.js'
import { localVault } from './vault.js'

// Two keepers (issue 36): the auth service holds the auth-share key, the share keeper — another process,
// its own database — the recovery key. Here they run as in a deployment: the keeper behind HTTP, the auth
// service calling it. What an attacker who owns the auth service (its secrets, its database) gets: no
// recovery share in either, and none from the keeper without its token.

const TOKEN = randomBytes(32).toString('base64url')
let authDatabase: OpenDatabase
let keeperDatabase: Awaited<ReturnType<typeof openDatabase>>
let keeper: RunningService
let service: TestService

beforeAll(async () => {
  authDatabase = await openTestDatabase()
  keeperDatabase = await openDatabase({
    pglite: await lendPglite(),
    schema: {},
    migrations: KEEPER_MIGRATIONS,
  })
  const vault = localVault({
    database: keeperDatabase,
    recoveryKey: randomBytes(32),
    rp: relyingPartyOf('http://auth.test'),
  })
  const [port] = await getFreePorts(1)
  keeper = await serveApp(createKeeperApp({ vault, token: TOKEN }), { port: port as number })
  service = testService(authDatabase, { vault: remoteVault({ url: keeper.url, token: TOKEN }) })
})
afterAll(async () => {
  await keeper.stop()
  await keeperDatabase.close()
  await authDatabase.close()
})

const share = () => randomBytes(96).toString('base64')

describe('the share keeper, another process', () => {
  test('a wallet made and recovered across the two: the recovery share lives in the keeper’s database only', async () => {
    const email = `keeper-${randomBytes(4).toString('hex')}@example.com`
    const { token } = await signIn(service, email)
    const address = privateKeyToAccount(generatePrivateKey()).address
    const shares = { authShare: share(), recoveryShare: share() }
    const made = await call(service.app, 'POST', '/v1/wallet', {
      token,
      body: { projectId: TEST_PROJECT.id, address, ...shares },
    })
    expect(made.status).toBe(200)
    const recovered = await getAs(service, '/v1/wallet/recovery', token)
    expect(recovered.body).toMatchObject({
      authShare: shares.authShare,
      recoveryShare: shares.recoveryShare,
    })
    // The auth service's database (a dump, a stolen backup) has no recovery share, not even sealed.
    const dump = JSON.stringify(await authDatabase.query('SELECT * FROM auth_key_shares'))
    expect(dump).not.toContain(shares.recoveryShare)
    expect(
      await authDatabase.query(
        "SELECT 1 FROM information_schema.tables WHERE table_name = 'keeper_recovery_records'",
      ),
    ).toHaveLength(1)
    expect(await authDatabase.query('SELECT * FROM keeper_recovery_records')).toEqual([])
    expect(await keeperDatabase.query('SELECT * FROM keeper_recovery_records')).toHaveLength(1)
    // The auth service's secrets hold no recovery key (its own: the pepper, the share key, the sponsorship key).
    expect(Object.keys(service.deps.secrets)).not.toContain('recoveryKey')
    expect(Object.keys(service.deps.secrets).sort()).toEqual([
      'pepper',
      'shareKey',
      'sponsorshipKey',
    ])
  })

  test('the keeper answers only its caller, and only sealed: a stranger, or the token without a frame key, gets nothing', async () => {
    const url = keeper.url
    const frame = await createUnwrapKey()
    const asStranger = await fetch(`${url}/v1/keeper/release`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer guess' },
      body: JSON.stringify({ userId: 'u', wrapKey: frame.publicKey }),
    })
    expect(asStranger.status).toBe(401)
    const noKey = await fetch(`${url}/v1/keeper/release`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
      body: JSON.stringify({ userId: 'u' }),
    })
    expect(noKey.status).toBe(400)
  })

  test('an answer sealed by the keeper opens only with the frame’s key', async () => {
    const email = `keeper-${randomBytes(4).toString('hex')}@example.com`
    const { token } = await signIn(service, email)
    const address = privateKeyToAccount(generatePrivateKey()).address
    const shares = { authShare: share(), recoveryShare: share() }
    await call(service.app, 'POST', '/v1/wallet', {
      token,
      body: { projectId: TEST_PROJECT.id, address, ...shares },
    })
    const frame = await createUnwrapKey()
    const answer = await call(
      service.app,
      'GET',
      `/v1/wallet/recovery?projectId=${TEST_PROJECT.id}&wrapKey=${encodeURIComponent(frame.publicKey)}`,
      { token },
    )
    const sealed = answer.body.recoveryShare as WrappedSecret
    expect(JSON.stringify(answer.body)).not.toContain(shares.recoveryShare)
    const stranger = await createUnwrapKey()
    await expect(stranger.unwrap(sealed, `recovery:${address.toLowerCase()}`)).rejects.toThrow()
    expect(await frame.unwrap(sealed, `recovery:${address.toLowerCase()}`)).toBe(
      shares.recoveryShare,
    )
  })
})

describe('serve’s configuration', () => {
  const withEnv = (env: Record<string, string | undefined>, run: () => unknown) => {
    const saved = { ...process.env }
    Object.assign(process.env, env)
    for (const [name, value] of Object.entries(env))
      if (value === undefined) delete process.env[name]
    try {
      return run()
    } finally {
      process.env = saved
    }
  }
  const key = randomBytes(32).toString('base64')

  test('a deployment refuses to hold the recovery key, and needs the keeper', () => {
    expect(() =>
      withEnv({ FOYER_AUTH_RECOVERY_KEY: key, FOYER_AUTH_KEEPER_URL: undefined }, () =>
        configuredKeeper(),
      ),
    ).toThrow(/FOYER_AUTH_RECOVERY_KEY must not be given to serve/)
    expect(() =>
      withEnv(
        { FOYER_AUTH_RECOVERY_KEY: key, FOYER_AUTH_KEEPER_URL: 'http://keeper.internal:4150' },
        () => configuredKeeper(),
      ),
    ).toThrow(/must not be given to serve/)
    expect(() =>
      withEnv({ FOYER_AUTH_RECOVERY_KEY: undefined, FOYER_AUTH_KEEPER_URL: undefined }, () =>
        configuredKeeper(),
      ),
    ).toThrow(/FOYER_AUTH_KEEPER_URL is required/)
    expect(() =>
      withEnv(
        {
          FOYER_AUTH_RECOVERY_KEY: undefined,
          FOYER_AUTH_KEEPER_URL: 'http://keeper.internal:4150',
          FOYER_AUTH_KEEPER_TOKEN: 'short',
        },
        () => configuredKeeper(),
      ),
    ).toThrow(/FOYER_AUTH_KEEPER_TOKEN is required/)
    expect(
      withEnv(
        {
          FOYER_AUTH_RECOVERY_KEY: undefined,
          FOYER_AUTH_KEEPER_URL: 'http://keeper.internal:4150',
          FOYER_AUTH_KEEPER_TOKEN: TOKEN,
        },
        () => configuredKeeper(),
      ),
    ).toMatchObject({ kind: 'remote', url: 'http://keeper.internal:4150' })
  })
})

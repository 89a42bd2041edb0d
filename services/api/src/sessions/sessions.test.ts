import { createHash, generateKeyPairSync, type KeyObject, sign } from 'node:crypto'
import {
  formatSiweMessage,
  formatSiwxMessage,
  parseSiweMessage,
  parseSiwxMessage,
  type SiweMessageFields,
  type SiwxMessageFields,
} from '@foyer/core/siwx'
import { DEVNET_ACCOUNTS, DEVNET_SMART_ACCOUNT, SOLANA_DEVNET } from '@foyer/devnet'
import { fuzzRoutes } from '@foyer/server/testing'
import { getBase58Decoder } from '@solana/kit'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CLIENT_PARAMS, CLIENT_QUERY, TEST_PROJECT, testApp, testConfig } from '../_test/app.js'
import { startOfAMinute } from '../_test/clock.js'
import { ENGINES, openTestDatabase } from '../_test/databases.js'
import { testAppPerSuite } from '../_test/testAppPerSuite.js'
import { type App, createApp } from '../app.js'
import { DEFAULT_RATE_LIMITS, type ServiceConfig } from '../config.js'
import type { OpenDatabase } from '../db/database.js'
import { upsertProject } from '../projects.js'
import {
  isSameOrigin,
  MAX_SESSION_MS,
  messageOrigin,
  sessionExpiry,
  timesProblem,
} from './sessionRules.js'

const CHAIN_ID = 31337
/** The devnet's Solana cluster, which the test config serves. */
const CLUSTER = SOLANA_DEVNET.caipReference
const ORIGIN = 'http://app.test'
const OTHER_PROJECT = { id: 'other-project', name: 'Other', allowedOrigins: ['http://other.test'] }
const OTHER_QUERY = CLIENT_QUERY.replace(
  `projectId=${TEST_PROJECT.id}`,
  `projectId=${OTHER_PROJECT.id}`,
)
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/** A Solana keypair (node:crypto's ed25519) and its address: the public key's 32 bytes in base58. */
function solanaKeypair(): { privateKey: KeyObject; address: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519')
  // The SPKI DER of an ed25519 key ends with its 32 raw bytes.
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32)
  return { privateKey, address: getBase58Decoder().decode(raw) }
}

/** The ed25519 signature of a message's UTF-8 bytes, in base58 as Solana wallets write it. */
const solanaSign = (privateKey: KeyObject, message: string) =>
  getBase58Decoder().decode(sign(null, Buffer.from(message, 'utf8'), privateKey))

type Answer = {
  status: number
  headers: Headers
  body: Record<string, unknown> & {
    error?: { code: string; message: string }
    reasons?: { description: string }[]
  }
}

const reason = (answer: Answer) => answer.body.reasons?.[0]?.description
const refusal = (answer: Answer) => [answer.status, answer.body.error?.code, reason(answer)]

/** A test's view of the service: the requests it makes, on `app`. */
function client(app: App) {
  async function call(
    method: 'GET' | 'POST',
    path: string,
    {
      body,
      query = CLIENT_QUERY,
      headers = {},
    }: { body?: unknown; query?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const response = await app.request(`${path}?${query}`, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      ...(body === undefined
        ? {}
        : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    })
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as Answer['body'],
    }
  }

  async function nonce(query = CLIENT_QUERY): Promise<string> {
    const answer = await call('POST', '/v1/sessions/nonce', { query })
    expect(answer.status).toBe(200)
    return answer.body.nonce as string
  }

  /** An EIP-4361 message for `address`, issued now for app.test on the devnet chain, with a fresh nonce. */
  async function message(
    address: string,
    fields: Partial<SiweMessageFields> = {},
    query = CLIENT_QUERY,
  ) {
    return formatSiweMessage({
      domain: 'app.test',
      address,
      statement: 'Sign in to Test',
      uri: 'http://app.test/',
      version: '1',
      chainId: CHAIN_ID,
      nonce: fields.nonce ?? (await nonce(query)),
      issuedAt: new Date().toISOString(),
      ...fields,
    })
  }

  /** Signs a message with `key` (for `address`, default the key's own) and posts it from app.test. */
  async function signIn(
    key: Hex,
    {
      address,
      fields,
      query = CLIENT_QUERY,
      headers = { origin: ORIGIN },
    }: {
      address?: string
      fields?: Partial<SiweMessageFields>
      query?: string
      headers?: Record<string, string>
    } = {},
  ) {
    const account = privateKeyToAccount(key)
    const text = await message(address ?? account.address, fields, query)
    const body = { message: text, signature: await account.signMessage({ message: text }) }
    const answer = await call('POST', '/v1/sessions', { body, query, headers })
    return {
      ...answer,
      sent: body,
      post: () => call('POST', '/v1/sessions', { body, query, headers }),
    }
  }

  /** A Solana message (CAIP-122) for `address`, issued now for app.test on the devnet cluster. */
  async function solanaMessage(address: string, fields: Partial<SiwxMessageFields> = {}) {
    return formatSiwxMessage(
      {
        domain: 'app.test',
        address,
        statement: 'Sign in to Test',
        uri: 'http://app.test/',
        version: '1',
        chainId: CLUSTER,
        nonce: fields.nonce ?? (await nonce()),
        issuedAt: new Date().toISOString(),
        ...fields,
      },
      'Solana',
    )
  }

  /** Signs a Solana message with `key` (for `address`, default the key's own) and posts it from app.test. */
  async function solanaSignIn(
    key: ReturnType<typeof solanaKeypair>,
    {
      address,
      fields,
      headers = { origin: ORIGIN },
    }: {
      address?: string
      fields?: Partial<SiwxMessageFields>
      headers?: Record<string, string>
    } = {},
  ) {
    const text = await solanaMessage(address ?? key.address, fields)
    const body = { message: text, signature: solanaSign(key.privateKey, text) }
    const answer = await call('POST', '/v1/sessions', { body, headers })
    return { ...answer, sent: body, post: () => call('POST', '/v1/sessions', { body, headers }) }
  }

  const get = (id: string, query = CLIENT_QUERY) => call('GET', `/v1/sessions/${id}`, { query })
  const revoke = (id: string, body: unknown, query = CLIENT_QUERY) =>
    call('POST', `/v1/sessions/${id}/revoke`, { body, query })

  return { call, nonce, message, signIn, solanaMessage, solanaSignIn, get, revoke }
}

describe('sign-in sessions (SPEC §7 /v1/sessions)', () => {
  let database: OpenDatabase
  let app: App
  let api: ReturnType<typeof client>
  beforeAll(async () => {
    database = await openTestDatabase('pglite')
    // This file asks for more nonces than one visitor would in a minute.
    app = await testApp(database, {
      ...testConfig(),
      rateLimits: {
        ...DEFAULT_RATE_LIMITS,
        freshReadsPerClient: { limit: 1_000, windowMs: MINUTE },
      },
    })
    await upsertProject(database.db, OTHER_PROJECT)
    api = client(app)
  })
  afterAll(() => database.close())

  test('a nonce is 16 random letters and digits, kept for its project; expired ones are deleted', async () => {
    const nonces = await Promise.all([api.nonce(), api.nonce(), api.nonce()])
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9]{16}$/)
    expect(new Set(nonces).size).toBe(3)
    const [row] = await database.query<{ project_id: string; minutes: number }>(
      'SELECT project_id, EXTRACT(EPOCH FROM expires_at - created_at) / 60 AS minutes FROM sign_in_nonces WHERE nonce = $1',
      [nonces[0]],
    )
    expect(row?.project_id).toBe(TEST_PROJECT.id)
    expect(Number(row?.minutes)).toBeCloseTo(10, 1)

    await database.query(
      "INSERT INTO sign_in_nonces (nonce, project_id, expires_at) VALUES ('expiredNonce0001', $1, now() - interval '1 second')",
      [TEST_PROJECT.id],
    )
    await api.nonce()
    expect(
      await database.query("SELECT nonce FROM sign_in_nonces WHERE nonce = 'expiredNonce0001'"),
    ).toEqual([])
  })

  test('an EOA signs in; the session reads back by its id, which the database does not hold', async () => {
    const key = generatePrivateKey()
    const address = privateKeyToAccount(key).address
    const signed = await api.signIn(key)
    expect(signed.status).toBe(201)
    const { id, pci, account, expiresAt } = signed.body as Record<string, string>
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(pci).toMatch(/^[0-9a-f]{32}$/)
    expect(account).toBe(`eip155:${CHAIN_ID}:${address}`)
    const fields = parseSiweMessage(signed.sent.message)
    expect(expiresAt).toBe(new Date(Date.parse(fields.issuedAt) + 7 * DAY).toISOString())

    const read = await api.get(id as string)
    expect(read.status).toBe(200)
    expect(read.body).toEqual({
      pci,
      account,
      data: fields,
      message: signed.sent.message,
      signature: signed.sent.signature.toLowerCase(),
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      expiresAt,
    })

    // The id is a bearer secret: only its SHA-256 is kept, nowhere the id itself.
    const rows = await database.query<Record<string, unknown>>(
      'SELECT * FROM sign_in_sessions WHERE pci = $1',
      [pci],
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]?.id_hash).toBe(
      createHash('sha256')
        .update(id as string)
        .digest('hex'),
    )
    expect(JSON.stringify(rows)).not.toContain(id)
    // Another project does not read it.
    expect(refusal(await api.get(id as string, OTHER_QUERY))).toEqual([
      404,
      'SESSION_NOT_FOUND',
      'No such session',
    ])
  })

  test('a contract account signs in through ERC-1271: its owner signs for it', async () => {
    const signed = await api.signIn(DEVNET_ACCOUNTS[1].privateKey as Hex, {
      address: DEVNET_SMART_ACCOUNT.address,
    })
    expect(signed.status).toBe(201)
    expect(signed.body.account).toBe(`eip155:${CHAIN_ID}:${DEVNET_SMART_ACCOUNT.address}`)
    // Another key cannot sign for it.
    const forged = await api.signIn(generatePrivateKey(), { address: DEVNET_SMART_ACCOUNT.address })
    expect(refusal(forged)).toEqual([
      401,
      'INVALID_SIGNATURE',
      'The signature is not by this address',
    ])
  })

  test('a nonce is used once: a replayed message, a made-up nonce and another project’s are refused', async () => {
    const nonceRefused = [
      400,
      'INVALID_NONCE',
      'The nonce was not issued by this service for this project, has expired or was already used: ask for a new one',
    ]
    const key = generatePrivateKey()
    const signed = await api.signIn(key)
    expect(signed.status).toBe(201)
    expect(refusal(await signed.post())).toEqual(nonceRefused)

    expect(refusal(await api.signIn(key, { fields: { nonce: 'neverIssued12345' } }))).toEqual(
      nonceRefused,
    )

    // Issued to the other project, posted for this one: refused, and not used up by the attempt.
    const theirs = await api.nonce(OTHER_QUERY)
    expect(refusal(await api.signIn(key, { fields: { nonce: theirs } }))).toEqual(nonceRefused)
    const own = await api.signIn(key, {
      fields: { nonce: theirs, domain: 'other.test', uri: 'http://other.test/' },
      query: OTHER_QUERY,
      headers: { origin: 'http://other.test' },
    })
    expect(own.status).toBe(201)

    // An expired nonce.
    const old = await api.nonce()
    await database.query(
      "UPDATE sign_in_nonces SET expires_at = now() - interval '1 second' WHERE nonce = $1",
      [old],
    )
    expect(refusal(await api.signIn(key, { fields: { nonce: old } }))).toEqual(nonceRefused)
  })

  test('a signature by another key is refused without using up the nonce', async () => {
    const key = generatePrivateKey()
    const victim = privateKeyToAccount(generatePrivateKey()).address
    const nonce = await api.nonce()
    const forged = await api.signIn(key, { address: victim, fields: { nonce } })
    expect(refusal(forged)).toEqual([
      401,
      'INVALID_SIGNATURE',
      'The signature is not by this address',
    ])
    const signed = await api.signIn(key, { fields: { nonce } })
    expect(signed.status).toBe(201)
  })

  test('a tampered message is refused', async () => {
    const key = generatePrivateKey()
    const account = privateKeyToAccount(key)
    const text = await api.message(account.address)
    const signature = await account.signMessage({ message: text })
    const tampered = text.replace('Sign in to Test', 'Sign in to Evil')
    const answer = await api.call('POST', '/v1/sessions', {
      body: { message: tampered, signature },
      headers: { origin: ORIGIN },
    })
    expect(refusal(answer)).toEqual([
      401,
      'INVALID_SIGNATURE',
      'The signature is not by this address',
    ])
  })

  test('times: an old or future Issued At, a past Expiration Time, a future Not Before are refused', async () => {
    const key = generatePrivateKey()
    const at = (offset: number) => new Date(Date.now() + offset).toISOString()
    const cases: [Partial<SiweMessageFields>, string][] = [
      [{ issuedAt: at(-11 * MINUTE) }, 'The message is too old: sign a new one'],
      [{ issuedAt: at(5 * MINUTE) }, 'The message is dated in the future'],
      [{ expirationTime: at(-1_000) }, 'The message has expired: sign a new one'],
      [{ notBefore: at(5 * MINUTE) }, 'The message is not valid yet (Not Before is in the future)'],
    ]
    for (const [fields, description] of cases)
      expect(refusal(await api.signIn(key, { fields })), JSON.stringify(fields)).toEqual([
        400,
        'STALE_MESSAGE',
        description,
      ])
    // Within the limits: 9 minutes old, 30 s ahead, a Not Before reached, an expiry kept as the session's.
    const expirationTime = at(DAY)
    const fine = await api.signIn(key, {
      fields: { issuedAt: at(-9 * MINUTE), notBefore: at(-MINUTE), expirationTime },
    })
    expect(fine.status).toBe(201)
    expect(fine.body.expiresAt).toBe(expirationTime)
    expect((await api.signIn(key, { fields: { issuedAt: at(30_000) } })).status).toBe(201)
    // A session lasts 30 days at most, whatever its message says.
    const long = await api.signIn(key, { fields: { expirationTime: at(90 * DAY) } })
    expect(long.status).toBe(201)
    expect(Date.parse(long.body.expiresAt as string)).toBeLessThanOrEqual(
      Date.now() + MAX_SESSION_MS,
    )
    expect(Date.parse(long.body.expiresAt as string)).toBeGreaterThan(Date.now() + 29 * DAY)
  })

  test('the domain must be the page’s: another domain, or an origin the project does not list, is refused', async () => {
    const key = generatePrivateKey()
    const other = await api.signIn(key, { fields: { domain: 'evil.test' } })
    expect(refusal(other)).toEqual([400, 'WRONG_DOMAIN', 'The message is for another domain'])
    const port = await api.signIn(key, { fields: { domain: 'app.test:8080' } })
    expect(refusal(port)).toEqual([400, 'WRONG_DOMAIN', 'The message is for another domain'])
    const notListed = await api.signIn(key, {
      fields: { domain: 'evil.test' },
      headers: { origin: 'http://evil.test' },
    })
    expect(refusal(notListed)).toEqual([
      403,
      'ORIGIN_NOT_ALLOWED',
      'Origin http://evil.test is not allowed for this project',
    ])
    // A listed origin with a port: the domain carries it.
    const local = await api.signIn(key, {
      fields: { domain: '127.0.0.1:5173', uri: 'http://127.0.0.1:5173/' },
      headers: { origin: 'http://127.0.0.1:5173' },
    })
    expect(local.status).toBe(201)
    // A host's server posts without an Origin: the message names one of the project's pages.
    expect((await api.signIn(key, { headers: {} })).status).toBe(201)
  })

  test('attack: a message phished on another site with the project’s nonce, posted from a server, is refused', async () => {
    const key = generatePrivateKey()
    // evil.example asked the service for one of P's nonces (public: any page may) and had a visitor sign it.
    const phished = await api.signIn(key, {
      fields: { domain: 'evil.example', uri: 'https://evil.example/' },
      headers: {},
    })
    expect(refusal(phished)).toEqual([400, 'WRONG_DOMAIN', 'The message is for another domain'])
    // Nor with P's domain and the attacker's URI, nor P's domain under another scheme.
    const uri = await api.signIn(key, { fields: { uri: 'https://evil.example/' }, headers: {} })
    expect(refusal(uri)).toEqual([400, 'WRONG_DOMAIN', 'The message is for another domain'])
    const scheme = await api.signIn(key, {
      fields: { scheme: 'https', uri: 'https://app.test/' },
      headers: {},
    })
    expect(refusal(scheme)).toEqual([400, 'WRONG_DOMAIN', 'The message is for another domain'])
    // A browser's Origin must be the message's too, even when both are the project's.
    const twoPages = await api.signIn(key, {
      fields: { domain: '127.0.0.1:5173', uri: 'http://127.0.0.1:5173/' },
      headers: { origin: ORIGIN },
    })
    expect(refusal(twoPages)).toEqual([400, 'WRONG_DOMAIN', 'The message is for another domain'])
    // No session was made: the nonces stay unused.
    const [row] = await database.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM sign_in_sessions WHERE account = $1',
      [`eip155:${CHAIN_ID}:${privateKeyToAccount(key).address}`],
    )
    expect(row?.count).toBe(0)
  })

  test('a malformed message is refused naming the problem; an unsupported chain too', async () => {
    const key = generatePrivateKey()
    const account = privateKeyToAccount(key)
    const post = async (message: string) =>
      api.call('POST', '/v1/sessions', {
        body: { message, signature: await account.signMessage({ message }) },
        headers: { origin: ORIGIN },
      })
    const junk = await post('hello')
    expect(junk.status).toBe(400)
    expect(junk.body.error?.code).toBe('INVALID_MESSAGE')
    expect(reason(junk)).toMatch(
      /^Invalid sign-in message: line 1: expected '<domain> wants you to sign in with your <account> account:' \(<account>: Ethereum or Solana\)/,
    )
    const text = await api.message(account.address)
    const badChain = await post(text.replace(`Chain ID: ${CHAIN_ID}`, 'Chain ID: 0x7a69'))
    expect(refusal(badChain)).toEqual([
      400,
      'INVALID_MESSAGE',
      'Invalid sign-in message: line 8: the chain ID "0x7a69" is not a positive integer written without leading zeros',
    ])
    const badNonce = await post(text.replace(/Nonce: \w+/, 'Nonce: short'))
    expect(reason(badNonce)).toBe(
      'Invalid sign-in message: line 9: the nonce "short" is not at least 8 letters and digits',
    )

    const unsupported = await api.signIn(key, { fields: { chainId: 999_999 } })
    expect(refusal(unsupported)).toEqual([
      400,
      'UNSUPPORTED_CHAIN',
      'Unsupported chain 999999: sign in on a chain this service serves',
    ])
  })

  test('bad requests are answered 4xx in the reasons shape, never 5xx', async () => {
    const post = (body: unknown, headers: Record<string, string> = {}) =>
      api.call('POST', '/v1/sessions', { body, headers })
    const notJson = await post('{"message":')
    expect(refusal(notJson)).toEqual([400, 'INVALID_INPUT', 'Invalid body: expected JSON'])
    const badSignature = await post({ message: 'x', signature: 'zz' })
    expect(badSignature.status).toBe(400)
    expect(reason(badSignature)).toMatch(
      /signature: expected a 0x hex signature \(an Ethereum account\) or a base58 one \(a Solana account\)/,
    )
    const long = await post({ message: 'x'.repeat(4097), signature: '0x12' })
    expect(reason(long)).toMatch(/message: at most 4096 characters/)
    expect((await post([1, 2])).status).toBe(400)
    const huge = await app.request(`/v1/sessions?${CLIENT_QUERY}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'x'.repeat(2_000_000), signature: '0x12' }),
    })
    expect(huge.status).toBe(413)
    const noProject = await app.request('/v1/sessions/nonce', { method: 'POST' })
    expect(noProject.status).toBe(400)
    const revokeJunk = await api.revoke('A'.repeat(43), 'nope')
    expect(revokeJunk.status).toBe(400)
  })

  test('an unknown, malformed, revoked or expired id is not found, all alike', async () => {
    const unknown = await api.get('A'.repeat(43))
    expect(refusal(unknown)).toEqual([404, 'SESSION_NOT_FOUND', 'No such session'])
    for (const id of ['abc', 'nonce', 'x'.repeat(500), '%00', `${'A'.repeat(42)}%C3%A9`])
      expect(refusal(await api.get(id)), id).toEqual([404, 'SESSION_NOT_FOUND', 'No such session'])

    const signed = await api.signIn(generatePrivateKey())
    await database.query(
      "UPDATE sign_in_sessions SET expires_at = now() - interval '1 second' WHERE pci = $1",
      [signed.body.pci],
    )
    expect(refusal(await api.get(signed.body.id as string))).toEqual([
      404,
      'SESSION_NOT_FOUND',
      'No such session',
    ])
    expect(
      refusal(
        await api.revoke(signed.body.id as string, {
          pci: signed.body.pci,
          signature: signed.sent.signature,
        }),
      ),
    ).toEqual([404, 'SESSION_NOT_FOUND', 'No such session'])
  })

  test('revoke: the pci and signature must be the session’s; then it is gone, the row kept', async () => {
    const signed = await api.signIn(generatePrivateKey())
    const id = signed.body.id as string
    const pci = signed.body.pci as string
    const mismatch = [
      401,
      'SESSION_MISMATCH',
      'The pci or the signature does not match this session',
    ]
    expect(
      refusal(await api.revoke(id, { pci: 'f'.repeat(32), signature: signed.sent.signature })),
    ).toEqual(mismatch)
    const otherSignature = `${signed.sent.signature.slice(0, -2)}${signed.sent.signature.endsWith('1b') ? '1c' : '1b'}`
    expect(refusal(await api.revoke(id, { pci, signature: otherSignature }))).toEqual(mismatch)
    expect(refusal(await api.revoke(id, { pci, signature: '0x' }))).toEqual(mismatch)
    expect((await api.get(id)).status).toBe(200)
    // From another project: not found.
    expect(
      (await api.revoke(id, { pci, signature: signed.sent.signature }, OTHER_QUERY)).status,
    ).toBe(404)

    // The signature as the wallet gave it (any case) matches.
    const revoked = await api.revoke(id, {
      pci,
      signature: signed.sent.signature.toUpperCase().replace('0X', '0x'),
    })
    expect([revoked.status, revoked.body]).toEqual([200, { revoked: true }])
    expect(refusal(await api.get(id))).toEqual([404, 'SESSION_NOT_FOUND', 'No such session'])
    expect(refusal(await api.revoke(id, { pci, signature: signed.sent.signature }))).toEqual([
      404,
      'SESSION_NOT_FOUND',
      'No such session',
    ])
    const [row] = await database.query<{ revoked_at: Date | null }>(
      'SELECT revoked_at FROM sign_in_sessions WHERE pci = $1',
      [pci],
    )
    expect(row?.revoked_at).not.toBeNull()
    expect(refusal(await api.revoke('B'.repeat(43), { pci, signature: '0x12' }))).toEqual([
      404,
      'SESSION_NOT_FOUND',
      'No such session',
    ])
  })

  describe('Solana accounts (CAIP-122, ed25519 signatures in base58)', () => {
    test('a Solana account signs in on a cluster the service serves; its session reads back and revokes', async () => {
      const key = solanaKeypair()
      const signed = await api.solanaSignIn(key)
      expect(signed.status).toBe(201)
      const { id, pci, account } = signed.body as Record<string, string>
      expect(account).toBe(`solana:${CLUSTER}:${key.address}`)
      expect(signed.sent.message.split('\n')[0]).toBe(
        'app.test wants you to sign in with your Solana account:',
      )
      const read = await api.get(id as string)
      expect(read.status).toBe(200)
      // The chain id stays the cluster's reference; the signature is kept as the wallet wrote it.
      const { fields } = parseSiwxMessage(signed.sent.message)
      expect(read.body).toMatchObject({
        account,
        data: { ...fields, chainId: CLUSTER },
        message: signed.sent.message,
        signature: signed.sent.signature,
      })
      // A replay is refused: the nonce is used.
      expect(refusal(await signed.post())[1]).toBe('INVALID_NONCE')
      // Base58 has case: the signature in lower case is another one.
      expect(
        refusal(
          await api.revoke(id as string, { pci, signature: signed.sent.signature.toLowerCase() }),
        ),
      ).toEqual([401, 'SESSION_MISMATCH', 'The pci or the signature does not match this session'])
      const revoked = await api.revoke(id as string, { pci, signature: signed.sent.signature })
      expect([revoked.status, revoked.body]).toEqual([200, { revoked: true }])
    })

    test('a signature by another key is refused, without using up the nonce', async () => {
      const key = solanaKeypair()
      const victim = solanaKeypair().address
      const nonce = await api.nonce()
      const forged = await api.solanaSignIn(key, { address: victim, fields: { nonce } })
      expect(refusal(forged)).toEqual([
        401,
        'INVALID_SIGNATURE',
        'The signature is not by this address',
      ])
      expect((await api.solanaSignIn(key, { fields: { nonce } })).status).toBe(201)
    })

    test('a tampered message, or a signature of 64 other bytes, is refused', async () => {
      const key = solanaKeypair()
      const text = await api.solanaMessage(key.address)
      const signature = solanaSign(key.privateKey, text)
      const post = (message: string, sig: string) =>
        api.call('POST', '/v1/sessions', {
          body: { message, signature: sig },
          headers: { origin: ORIGIN },
        })
      const refused = [401, 'INVALID_SIGNATURE', 'The signature is not by this address']
      expect(
        refusal(await post(text.replace('Sign in to Test', 'Sign in to Evil'), signature)),
      ).toEqual(refused)
      expect(
        refusal(await post(text, getBase58Decoder().decode(new Uint8Array(64).fill(7)))),
      ).toEqual(refused)
      // All zeros: no key on the curve verifies anything.
      const zeros = await api.solanaMessage('1'.repeat(32))
      expect(refusal(await post(zeros, solanaSign(key.privateKey, zeros)))).toEqual(refused)
      // Still usable: the refusals used nothing up.
      expect((await post(text, signature)).status).toBe(201)
    })

    test('a cluster the service does not serve is refused', async () => {
      const key = solanaKeypair()
      const mainnet = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
      expect(refusal(await api.solanaSignIn(key, { fields: { chainId: mainnet } }))).toEqual([
        400,
        'UNSUPPORTED_CHAIN',
        `Unsupported chain solana:${mainnet}: sign in on a chain this service serves`,
      ])
    })

    test('each family has its signature encoding, and its address rule', async () => {
      const key = solanaKeypair()
      const text = await api.solanaMessage(key.address)
      const hex = `0x${Buffer.from(new Uint8Array(64).fill(1)).toString('hex')}`
      const asHex = await api.call('POST', '/v1/sessions', {
        body: { message: text, signature: hex },
        headers: { origin: ORIGIN },
      })
      expect(refusal(asHex)).toEqual([
        400,
        'INVALID_INPUT',
        "Invalid body: signature: a Solana account's signature is 64 bytes in base58",
      ])
      const evm = privateKeyToAccount(generatePrivateKey())
      const evmText = await api.message(evm.address)
      const asBase58 = await api.call('POST', '/v1/sessions', {
        body: { message: evmText, signature: solanaSign(key.privateKey, evmText) },
        headers: { origin: ORIGIN },
      })
      expect(refusal(asBase58)).toEqual([
        400,
        'INVALID_INPUT',
        "Invalid body: signature: an Ethereum account's signature is 0x hex",
      ])
      // An EVM address under the Solana header.
      const mixed = text.replace(key.address, evm.address)
      const answer = await api.call('POST', '/v1/sessions', {
        body: { message: mixed, signature: solanaSign(key.privateKey, mixed) },
        headers: { origin: ORIGIN },
      })
      expect(refusal(answer)[1]).toBe('INVALID_MESSAGE')
      expect(reason(answer)).toMatch(/line 2: the address .* is not a Solana address/)
    })

    test('the domain and the times are checked as for Ethereum messages', async () => {
      const key = solanaKeypair()
      expect(refusal(await api.solanaSignIn(key, { fields: { domain: 'evil.test' } }))).toEqual([
        400,
        'WRONG_DOMAIN',
        'The message is for another domain',
      ])
      const old = new Date(Date.now() - 11 * MINUTE).toISOString()
      expect(refusal(await api.solanaSignIn(key, { fields: { issuedAt: old } }))).toEqual([
        400,
        'STALE_MESSAGE',
        'The message is too old: sign a new one',
      ])
    })
  })

  test('fuzz: random requests and mutated messages are answered, never 5xx', async () => {
    const failures = await fuzzRoutes({
      routes: [
        { method: 'POST', path: '/v1/sessions/nonce' },
        { method: 'POST', path: '/v1/sessions' },
        { method: 'GET', path: '/v1/sessions/:id' },
        { method: 'POST', path: '/v1/sessions/:id/revoke' },
      ],
      cases: 600,
      send: async (method, url, init) => app.request(url, { method, ...init }),
      knownParams: CLIENT_PARAMS,
      knownSegments: ['A'.repeat(43), 'nonce'],
      origins: [ORIGIN, 'https://evil.test', 'null'],
    })
    expect(failures).toEqual([])

    // A valid message with one character changed, or a line cut, signed or not: still 4xx or 201.
    const key = generatePrivateKey()
    const account = privateKeyToAccount(key)
    const text = await api.message(account.address, {
      expirationTime: new Date(Date.now() + DAY).toISOString(),
    })
    const noise = ['\n', '\r', ':', ' ', '0', 'Z', '\u0000', 'é', '%', '-', '/', '@', '[', '']
    let seed = 7
    const random = (max: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
      return seed % max
    }
    for (let i = 0; i < 150; i++) {
      const at = random(text.length)
      const mutated = `${text.slice(0, at)}${noise[random(noise.length)]}${text.slice(at + 1)}`
      const signature =
        i % 2 === 0 ? await account.signMessage({ message: mutated }) : `0x${'ab'.repeat(65)}`
      const answer = await api.call('POST', '/v1/sessions', {
        body: { message: mutated, signature },
        headers: i % 3 === 0 ? {} : { origin: ORIGIN },
      })
      expect(answer.status, JSON.stringify(mutated)).toBeLessThan(500)
    }
  }, 120_000)

  test('nonces are counted per client and project: past the limit, 429 with Retry-After', async () => {
    // Its three requests in one of the limit's minute-long windows, the app made on that clock.
    startOfAMinute()
    const config: ServiceConfig = {
      ...testConfig(),
      rateLimits: { ...DEFAULT_RATE_LIMITS, freshReadsPerClient: { limit: 2, windowMs: MINUTE } },
    }
    const limitedApp = createApp(database, config)
    const limited = client(limitedApp)
    await limited.nonce()
    await limited.nonce()
    const third = await limited.call('POST', '/v1/sessions/nonce')
    limitedApp.stopGateway()
    expect(third.status).toBe(429)
    expect(third.body.error?.code).toBe('RATE_LIMITED')
    expect(reason(third)).toMatch(/^Too many sign-in nonces: at most 2 per 60 s/)
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/)
  })
})

describe.each(ENGINES)('two sign-ins with one nonce at once, on %s', (engine) => {
  const suite = testAppPerSuite(engine)

  test('exactly one is answered 201, the other INVALID_NONCE', async () => {
    const api = client(suite.app)
    const key = generatePrivateKey()
    const account = privateKeyToAccount(key)
    const text = await api.message(account.address)
    const body = { message: text, signature: await account.signMessage({ message: text }) }
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        api.call('POST', '/v1/sessions', { body, headers: { origin: ORIGIN } }),
      ),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([201, 400, 400, 400])
    for (const answer of answers.filter((a) => a.status === 400))
      expect(answer.body.error?.code).toBe('INVALID_NONCE')
    const [row] = await suite.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sign_in_sessions',
    )
    expect(row?.n).toBe(1)
  })
})

describe('session rules', () => {
  const fields = (extra: Partial<SiweMessageFields> = {}): SiweMessageFields => ({
    domain: 'app.test',
    address: '0x0000000000000000000000000000000000000001',
    uri: 'http://app.test/',
    version: '1',
    chainId: 1,
    nonce: 'abcdefgh12345678',
    issuedAt: '2030-01-01T00:00:00Z',
    ...extra,
  })
  const now = Date.parse('2030-01-01T00:00:00Z')

  test('times: a minute ahead and ten minutes back at most; expiry strictly ahead', () => {
    expect(timesProblem(fields(), now)).toBeUndefined()
    expect(timesProblem(fields(), now + 10 * MINUTE)).toBeUndefined()
    expect(timesProblem(fields(), now + 10 * MINUTE + 1)).toMatch(/too old/)
    expect(timesProblem(fields(), now - MINUTE)).toBeUndefined()
    expect(timesProblem(fields(), now - MINUTE - 1)).toMatch(/future/)
    expect(timesProblem(fields({ expirationTime: '2030-01-01T00:00:00Z' }), now)).toMatch(/expired/)
    expect(timesProblem(fields({ notBefore: '2030-01-01T00:01:00Z' }), now)).toBeUndefined()
    expect(timesProblem(fields({ notBefore: '2030-01-01T00:01:01Z' }), now)).toMatch(
      /not valid yet/,
    )
  })

  test('a session ends at the expiry, else a week after issue, never past 30 days', () => {
    expect(sessionExpiry(fields(), now).toISOString()).toBe('2030-01-08T00:00:00.000Z')
    expect(
      sessionExpiry(fields({ expirationTime: '2030-01-02T00:00:00+01:00' }), now).toISOString(),
    ).toBe('2030-01-01T23:00:00.000Z')
    expect(
      sessionExpiry(fields({ expirationTime: '2031-01-01T00:00:00Z' }), now).toISOString(),
    ).toBe('2030-01-31T00:00:00.000Z')
  })

  test('a message is for the origin of its scheme (else its URI’s) and domain, when its URI is on it', () => {
    const place = (domain: string, uri: string, scheme?: string) =>
      messageOrigin({ domain, uri, ...(scheme === undefined ? {} : { scheme }) })
    expect(place('app.test', 'http://app.test/')).toBe('http://app.test')
    expect(place('App.Test', 'https://app.test/login?x=1')).toBe('https://app.test')
    expect(place('app.test:8080', 'http://app.test:8080/')).toBe('http://app.test:8080')
    expect(place('app.test:443', 'https://app.test/')).toBe('https://app.test')
    expect(place('app.test', 'https://app.test/', 'https')).toBe('https://app.test')
    // The scheme, the port or the URI's origin disagree.
    expect(place('app.test', 'http://app.test/', 'https')).toBeUndefined()
    expect(place('app.test', 'http://app.test:8080/')).toBeUndefined()
    expect(place('app.test', 'https://evil.example/')).toBeUndefined()
    // No web origin: user info, a scheme without origins.
    expect(place('user@app.test', 'http://app.test/')).toBeUndefined()
    expect(place('app.test', 'urn:uuid:00000000-0000-0000-0000-000000000000')).toBeUndefined()
    expect(place('app.test', 'foo://app.test/', 'foo')).toBeUndefined()

    expect(isSameOrigin('http://app.test', 'http://app.test')).toBe(true)
    expect(isSameOrigin('http://app.test', 'https://app.test')).toBe(false)
    expect(isSameOrigin('null', 'null')).toBe(false)
  })
})

import { createService } from '@foyer/server'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { TEST_PROJECT, testApp } from '../_test/app.js'
import { openTestDatabase } from '../_test/databases.js'
import {
  ENTRY_POINT_V07,
  STAND_IN_PAYMASTER,
  type StandInBundler,
  startStandInBundler,
} from '../_test/standInBundler.js'
import type { App } from '../app.js'
import type { ServiceChain, ServiceConfig } from '../config.js'
import type { OpenDatabase } from '../db/database.js'
import { BUNDLER_MAX_BATCH, bundlerRoutes } from './routes.js'

// SPEC §7's bundler endpoint in front of stand-in bundlers (real HTTP servers): what a wallet sends, what a
// page may not, and bundlers that fail. Chain 31337 has a bundler and a separate paymaster, 31338 a bundler
// only, 10 neither.

let database: OpenDatabase
let app: App
let bundler: StandInBundler
let paymaster: StandInBundler
let bundlerOnly: StandInBundler
let config: ServiceConfig

const chain = (id: number, urls: Partial<ServiceChain> = {}): ServiceChain => ({
  id,
  name: `Chain ${id}`,
  rpcUrl: 'http://127.0.0.1:9/unused',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  ...urls,
})
const query = (chainId: number | string = 31337, extra = '') =>
  `projectId=${TEST_PROJECT.id}&chainId=${chainId}${extra}`
const post = (body: unknown, q = query(), headers: Record<string, string> = {}, on = app) =>
  on.request(`/v1/bundler?${q}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
const call = (method: string, params: unknown[] = [], id: number | string = 1) => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
})
const userOperation = {
  sender: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  nonce: '0x0',
  callData: '0x',
  callGasLimit: '0x0',
  verificationGasLimit: '0x0',
  preVerificationGas: '0x0',
  maxFeePerGas: '0x1',
  maxPriorityFeePerGas: '0x1',
  signature: '0x',
}

beforeAll(async () => {
  ;[bundler, paymaster, bundlerOnly] = await Promise.all([
    startStandInBundler(31337),
    startStandInBundler(31337),
    startStandInBundler(31338),
  ])
  config = {
    chains: [
      chain(31337, { bundlerUrl: bundler.url, paymasterUrl: paymaster.url }),
      chain(31338, { bundlerUrl: bundlerOnly.url }),
      chain(10),
    ],
    publicUrl: 'http://127.0.0.1:4000',
  }
  database = await openTestDatabase('pglite')
  app = await testApp(database, config)
})
afterAll(async () => {
  app.stopGateway()
  await database.close()
  await Promise.all([bundler, paymaster, bundlerOnly].map((server) => server.close()))
})
afterEach(() => {
  for (const server of [bundler, paymaster, bundlerOnly]) server.mode = 'ok'
})

describe('what a wallet asks for', () => {
  test('a user operation is sent, then found by hash and its receipt read', async () => {
    const sent = (await (
      await post(call('eth_sendUserOperation', [userOperation, ENTRY_POINT_V07], 'send'))
    ).json()) as { id: string; result: string }
    expect(sent).toMatchObject({ jsonrpc: '2.0', id: 'send' })
    expect(sent.result).toMatch(/^0x[0-9a-f]{64}$/)
    const [receipt, byHash] = (await (
      await post([
        call('eth_getUserOperationReceipt', [sent.result], 7),
        call('eth_getUserOperationByHash', [sent.result], 3),
      ])
    ).json()) as { id: number; result: Record<string, unknown> }[]
    expect(receipt).toMatchObject({ id: 7, result: { userOpHash: sent.result, success: true } })
    expect(byHash).toMatchObject({ id: 3, result: { entryPoint: ENTRY_POINT_V07 } })
  })

  test('estimates, entry points and the chain id; the chain may be CAIP-2, the bundler named', async () => {
    const response = await post(
      [
        call('eth_estimateUserOperationGas', [userOperation, ENTRY_POINT_V07], 1),
        call('eth_supportedEntryPoints', [], 2),
        call('eth_chainId', [], 3),
      ],
      query('eip155:31337', '&bundler=foyer'),
    )
    expect(response.status).toBe(200)
    const answers = (await response.json()) as { id: number; result: unknown }[]
    expect(answers.map((answer) => answer.id)).toEqual([1, 2, 3])
    expect(answers[0]?.result).toMatchObject({ callGasLimit: '0x13880' })
    expect(answers[1]?.result).toEqual([ENTRY_POINT_V07])
    expect(answers[2]?.result).toBe('0x7a69')
  })

  test('pm_* go to the chain’s paymaster, eth_* to its bundler, in one batch', async () => {
    const before = { bundler: bundler.calls.length, paymaster: paymaster.calls.length }
    const answers = (await (
      await post([
        call('pm_getPaymasterStubData', [userOperation, ENTRY_POINT_V07, '0x7a69', {}], 1),
        call('eth_chainId', [], 2),
        call('pm_getPaymasterData', [userOperation, ENTRY_POINT_V07, '0x7a69', {}], 3),
      ])
    ).json()) as { id: number; result: { paymaster?: string } }[]
    expect(answers.map((answer) => answer.id)).toEqual([1, 2, 3])
    expect(answers[0]?.result.paymaster).toBe(STAND_IN_PAYMASTER)
    expect(answers[2]?.result.paymaster).toBe(STAND_IN_PAYMASTER)
    expect(paymaster.calls.slice(before.paymaster)).toEqual([
      'pm_getPaymasterStubData',
      'pm_getPaymasterData',
    ])
    expect(bundler.calls.slice(before.bundler)).toEqual(['eth_chainId'])
  })

  test('a listed origin gets CORS, preflight included', async () => {
    const response = await post(call('eth_chainId'), query(), { origin: 'http://app.test' })
    expect(response.headers.get('access-control-allow-origin')).toBe('http://app.test')
    const preflight = await app.request(`/v1/bundler?${query()}`, {
      method: 'OPTIONS',
      headers: { origin: 'http://app.test', 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://app.test')
  })
})

describe('what a page may not do', () => {
  test('other methods are refused per request and never reach the bundler', async () => {
    const methods = [
      'debug_bundler_clearState',
      'debug_bundler_setBundlingMode',
      'eth_sendRawTransaction',
      'eth_sendTransaction',
      'eth_accounts',
      'anvil_setBalance',
      'pm_sponsorUserOperation',
    ]
    const before = bundler.calls.length
    const response = await post([
      call('eth_chainId', [], 'ok'),
      ...methods.map((m, i) => call(m, [], i)),
    ])
    expect(response.status).toBe(200)
    const answers = (await response.json()) as { error?: { code: number } }[]
    expect(answers.map((answer) => answer.error?.code ?? 'ok')).toEqual([
      'ok',
      ...methods.map(() => -32601),
    ])
    expect(bundler.calls.slice(before)).toEqual(['eth_chainId'])
  })

  test('a chain without a paymaster refuses pm_*, and does not hand them to its bundler', async () => {
    const before = bundlerOnly.calls.length
    const answer = (await (
      await post(
        call('pm_getPaymasterStubData', [userOperation, ENTRY_POINT_V07, '0x7a6a', {}]),
        query(31338),
      )
    ).json()) as { error: { code: number; message: string } }
    expect(answer.error).toEqual({
      code: -32601,
      message: 'No paymaster on eip155:31338: pm_getPaymasterStubData',
    })
    expect(bundlerOnly.calls.length).toBe(before)
  })

  test('the bundler’s own refusals come back as JSON-RPC errors, with 200', async () => {
    const response = await post(call('eth_sendUserOperation', [userOperation, '0xdead']))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ id: 1, error: { code: -32602 } })
  })

  test('query mistakes: 4xx with a reason, the project ones as on every route', async () => {
    const cases = [
      [`chainId=31337`, 400, 'MISSING_PARAMETERS'],
      [`projectId=${TEST_PROJECT.id}`, 400, 'MISSING_PARAMETERS'],
      [`chainId=31337&projectId=nobody`, 401, 'UNKNOWN_PROJECT'],
      [`chainId=31337&projectId=test%00project`, 400, 'INVALID_PARAMETERS'],
      [query(10), 400, 'NO_BUNDLER'],
      [query('eip155:10'), 400, 'NO_BUNDLER'],
      [query(424242), 400, 'UNSUPPORTED_CHAIN'],
      [query(31337, '&bundler=pimlico'), 400, 'UNKNOWN_BUNDLER'],
    ] as const
    for (const [q, status, code] of cases) {
      const response = await post(call('eth_chainId'), q)
      expect(response.status, q).toBe(status)
      expect(await response.json(), q).toMatchObject({ error: { code } })
    }
    // The same answer the RPC gateway gives an unknown project.
    const gateway = await app.request('/v1/?chainId=31337&projectId=nobody', {
      method: 'POST',
      body: JSON.stringify(call('eth_chainId')),
    })
    const bundlerAnswer = await post(call('eth_chainId'), 'chainId=31337&projectId=nobody')
    expect(await bundlerAnswer.json()).toEqual(await gateway.json())
    const unknown = await post(call('eth_chainId'), query(31337, '&bundler=pimlico'))
    expect(await unknown.json()).toEqual({
      error: {
        code: 'UNKNOWN_BUNDLER',
        message: 'Unknown bundler "pimlico": this service offers foyer',
      },
      reasons: [{ description: 'Unknown bundler "pimlico": this service offers foyer' }],
    })
    const noBundler = (await (await post(call('eth_chainId'), query(10))).json()) as {
      reasons: { description: string }[]
    }
    expect(noBundler.reasons[0]?.description).toBe('Chain 10 has no bundler on this service')
  })

  test('bodies: not JSON, an empty or oversized batch, a body over the limit; a large user operation fits', async () => {
    const parse = await post('{"jsonrpc":')
    expect(parse.status).toBe(400)
    expect(await parse.json()).toMatchObject({ error: { code: -32700 } })
    expect((await post([])).status).toBe(400)
    const tooMany = Array.from({ length: BUNDLER_MAX_BATCH + 1 }, (_, id) =>
      call('eth_chainId', [], id),
    )
    expect((await post(tooMany)).status).toBe(400)
    const mixed = (await (await post([call('eth_chainId', [], 1), { id: 2 }, 42])).json()) as {
      error?: { code: number }
    }[]
    expect(mixed.map((answer) => answer.error?.code ?? 'ok')).toEqual(['ok', -32600, -32600])
    expect((await post(`"${'x'.repeat(300 * 1024)}"`)).status).toBe(413)
    // Past the services' 64 kB default: an account deploying a contract carries its code.
    const large = { ...userOperation, callData: `0x${'ab'.repeat(60_000)}` }
    const sent = await post(call('eth_sendUserOperation', [large, ENTRY_POINT_V07]))
    expect(sent.status).toBe(200)
    expect(await sent.json()).toMatchObject({ result: expect.stringMatching(/^0x/) })
  })
})

describe('bundlers that fail', () => {
  test('down: 503 with Retry-After, naming the chain and which upstream', async () => {
    bundlerOnly.mode = 'down'
    const response = await post(call('eth_chainId'), query(31338))
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('1')
    expect(await response.json()).toMatchObject({
      error: {
        code: 'UPSTREAM_UNAVAILABLE',
        message: expect.stringContaining("eip155:31338's bundler"),
      },
    })
  })

  test('a paymaster down fails the request that needed it, naming the paymaster', async () => {
    paymaster.mode = 'down'
    const response = await post(
      call('pm_getPaymasterStubData', [userOperation, ENTRY_POINT_V07, '0x7a69', {}]),
    )
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({
      error: { message: expect.stringContaining("eip155:31337's paymaster") },
    })
  })

  test('an answer that is not JSON-RPC (a wrong URL’s 404 page) is a 502', async () => {
    bundlerOnly.mode = 'html'
    const response = await post(call('eth_chainId'), query(31338))
    expect(response.status).toBe(502)
    expect(await response.json()).toMatchObject({
      error: {
        code: 'BAD_UPSTREAM',
        message: "eip155:31338's bundler gave no JSON-RPC answer (HTTP 404)",
      },
    })
  })

  test('a bundler that never answers: 504 at the deadline, not a hang', async () => {
    bundlerOnly.mode = 'hang'
    const project = { ...TEST_PROJECT, analyticsEnabled: false }
    const quick = createService({
      name: 'bundler-test',
      routes: [
        bundlerRoutes(config, async (id) => (id === TEST_PROJECT.id ? project : undefined), {
          deadlineMs: 300,
        }),
      ],
    })
    const started = Date.now()
    const response = await quick.request(`/v1/bundler?${query(31338)}`, {
      method: 'POST',
      body: JSON.stringify(call('eth_getUserOperationReceipt', [`0x${'1'.repeat(64)}`])),
    })
    expect(response.status).toBe(504)
    expect(await response.json()).toMatchObject({ error: { code: 'UPSTREAM_TIMEOUT' } })
    expect(Date.now() - started).toBeLessThan(5_000)
  })
})

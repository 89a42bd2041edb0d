import { createServer, type Server } from 'node:http'
import { SOLANA_DEVNET } from '@foyer/devnet'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { TEST_PROJECT, testApp, testConfig } from '../_test/app.js'
import { startOfAMinute } from '../_test/clock.js'
import { openTestDatabase } from '../_test/databases.js'
import { postJson, rpcRequest } from '../_test/jsonRpc.js'
import type { App } from '../app.js'
import type { OpenDatabase } from '../db/database.js'
import { GATEWAY_MAX_BATCH } from './routes.js'

// The RPC gateway (issue 22, SPEC §7) in front of the test devnet: what a page asks for, what an attacker
// would try, and an upstream that dies.

let database: OpenDatabase
let app: App
const devnet = () => testConfig().chains[0] as { id: number; rpcUrl: string }
const url = (query = `chainId=${devnet().id}&projectId=${TEST_PROJECT.id}`) => `/v1/?${query}`
const post = (body: unknown, query?: string, headers: Record<string, string> = {}) =>
  postJson(app, url(query), body, headers)
const call = rpcRequest

beforeAll(async () => {
  database = await openTestDatabase('pglite')
  app = await testApp(database)
})
afterAll(async () => {
  await database.close()
})

describe('what a page asks for', () => {
  test('a call and a batch reach the chain; the answers keep the caller’s ids and order', async () => {
    const single = await post(call('eth_chainId', [], 'a'))
    expect(single.status).toBe(200)
    expect(await single.json()).toEqual({
      jsonrpc: '2.0',
      id: 'a',
      result: `0x${devnet().id.toString(16)}`,
    })
    const batch = await post([
      call('eth_blockNumber', [], 7),
      call('eth_getBalance', ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'latest'], 3),
      call('net_version', [], 5),
    ])
    const answers = (await batch.json()) as { id: number; result: string }[]
    expect(answers.map((answer) => answer.id)).toEqual([7, 3, 5])
    expect(answers[1]?.result).toMatch(/^0x[0-9a-f]+$/)
    expect(answers[2]?.result).toBe(String(devnet().id))
  })

  test('the chain id may be CAIP-2, and a Solana cluster is served too', async () => {
    const caip = await post(
      call('eth_chainId'),
      `chainId=eip155:${devnet().id}&projectId=${TEST_PROJECT.id}`,
    )
    expect(((await caip.json()) as { result: string }).result).toBe(`0x${devnet().id.toString(16)}`)
    const solana = await post(
      { jsonrpc: '2.0', id: 1, method: 'getGenesisHash' },
      `chainId=solana:${SOLANA_DEVNET.caipReference}&projectId=${TEST_PROJECT.id}`,
    )
    expect(((await solana.json()) as { result: string }).result.slice(0, 32)).toBe(
      SOLANA_DEVNET.caipReference,
    )
  })

  test('a listed origin gets CORS; SPEC §7’s two query parameters are all it takes', async () => {
    const response = await post(call('eth_chainId'), undefined, { origin: 'http://app.test' })
    expect(response.headers.get('access-control-allow-origin')).toBe('http://app.test')
    expect(response.headers.get('vary')).toContain('Origin')
    const preflight = await app.request(url(), {
      method: 'OPTIONS',
      headers: { origin: 'http://app.test', 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://app.test')
  })
})

describe('what an attacker tries', () => {
  test('a dev chain’s cheat codes, node administration and the node’s keys are refused per request', async () => {
    const methods = [
      'anvil_setBalance',
      'hardhat_impersonateAccount',
      'evm_mine',
      'debug_traceTransaction',
      'admin_peers',
      'personal_sign',
      'eth_sign',
      'eth_sendTransaction',
      'eth_accounts',
    ]
    const response = await post(methods.map((method, id) => call(method, [], id)))
    expect(response.status).toBe(200)
    const answers = (await response.json()) as { id: number; error: { code: number } }[]
    expect(answers.map((answer) => answer.error.code)).toEqual(methods.map(() => -32601))
  })

  test('no project, an unknown one, an unserved chain, a NUL byte: 4xx, never 5xx', async () => {
    for (const [query, status] of [
      [`chainId=${devnet().id}`, 400],
      [`projectId=${TEST_PROJECT.id}`, 400],
      [`chainId=${devnet().id}&projectId=nobody`, 401],
      [`chainId=424242&projectId=${TEST_PROJECT.id}`, 400],
      [`chainId=eip155:1%00&projectId=${TEST_PROJECT.id}`, 400],
      [`chainId=${devnet().id}&projectId=test%00project`, 400],
    ] as const)
      expect((await post(call('eth_chainId'), query)).status, query).toBe(status)
  })

  test('malformed bodies get JSON-RPC errors; a batch over 100 and a huge body are refused', async () => {
    const parse = await post('{"jsonrpc":')
    expect(parse.status).toBe(400)
    expect(((await parse.json()) as { error: { code: number } }).error.code).toBe(-32700)
    expect((await post([])).status).toBe(400)
    const mixed = (await (
      await post([
        call('eth_chainId', [], 1),
        { id: 2 },
        42,
        { jsonrpc: '2.0', id: {}, method: 'x' },
      ])
    ).json()) as { error?: { code: number }; result?: string }[]
    expect(mixed.map((answer) => answer.error?.code ?? 'ok')).toEqual([
      'ok',
      -32600,
      -32600,
      -32600,
    ])
    const tooMany = Array.from({ length: GATEWAY_MAX_BATCH + 1 }, (_, id) =>
      call('eth_chainId', [], id),
    )
    expect((await post(tooMany)).status).toBe(400)
    expect((await post(`[${'"x",'.repeat(400_000)}"x"]`)).status).toBe(413)
  })

  test('a full batch of 100 is answered', async () => {
    const full = Array.from({ length: GATEWAY_MAX_BATCH }, (_, id) => call('eth_chainId', [], id))
    const answers = (await (await post(full)).json()) as { id: number }[]
    expect(answers).toHaveLength(GATEWAY_MAX_BATCH)
    expect(answers.at(-1)?.id).toBe(GATEWAY_MAX_BATCH - 1)
  })
})

describe('an open proxy no more (issue 37)', () => {
  /** An app whose limits are small, behind one proxy (so a test can be several clients). */
  const limited = (perClient: number, perProject: number) =>
    testApp(database, {
      ...testConfig(),
      trustProxyHops: 1,
      rateLimits: {
        rpcUnitsPerClient: { limit: perClient, windowMs: 60_000 },
        rpcUnitsPerProject: { limit: perProject, windowMs: 60_000 },
      },
    })
  const ask = (on: App, body: unknown, client = '203.0.113.1') =>
    on.request(url(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify(body),
    })
  const balance = (id: number) =>
    call('eth_getBalance', ['0x0000000000000000000000000000000000000001', 'latest'], id)

  test('attack: a batch of 101 is refused whole (400), before any of it is forwarded', async () => {
    const tooMany = Array.from({ length: 101 }, (_, id) => balance(id))
    const response = await post(tooMany)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      error: { code: -32600, message: 'A batch carries at most 100 requests' },
    })
  })

  test('attack: a client past its units gets 429 with Retry-After; each method weighs its cost, cached answers are free', async () => {
    startOfAMinute()
    const on = await limited(10, 1_000)
    expect((await ask(on, call('eth_chainId'))).status).toBe(200) // 1 unit: its first answer is read upstream
    for (let id = 0; id < 9; id++) expect((await ask(on, balance(id))).status).toBe(200)
    const over = await ask(on, balance(9))
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await over.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } })
    // The chain id is answered from the cache: nothing upstream, nothing counted.
    expect((await ask(on, call('eth_chainId'))).status).toBe(200)
    // Another client has its own units; an eth_call weighs 5, so two fit in 10 and a third does not.
    const call5 = (id: number) =>
      call(
        'eth_call',
        [{ to: '0x0000000000000000000000000000000000000001', data: '0x' }, 'latest'],
        id,
      )
    expect((await ask(on, [call5(1), call5(2)], '203.0.113.2')).status).toBe(200)
    expect((await ask(on, call5(3), '203.0.113.2')).status).toBe(429)
  })

  test('attack: with the default limits, one client’s flood of batches of 100 reads is refused after the twelfth', async () => {
    // The load benchmark's batch run (20 batches of 100 eth_getBalance a second from one client) as an
    // attacker sends it to a service the operator left at the defaults: 1,200 units a minute per client.
    startOfAMinute()
    const defaults = await testApp(database, { ...testConfig(), trustProxyHops: 1 })
    const batch = Array.from({ length: GATEWAY_MAX_BATCH }, (_, id) => balance(id))
    for (let sent = 0; sent < 12; sent++) expect((await ask(defaults, batch)).status).toBe(200)
    const over = await ask(defaults, batch)
    expect(over.status).toBe(429)
    const retryAfter = Number(over.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(await over.json()).toMatchObject({
      error: { code: 'RATE_LIMITED', message: expect.stringMatching(/at most 1200 per 60 s/) },
    })
    // Another visitor of the same project is still served: the flood spent one client's units only.
    expect((await ask(defaults, balance(1), '203.0.113.7')).status).toBe(200)
  })

  test('a project’s units are shared by its clients', async () => {
    const on = await limited(10, 15)
    for (let id = 0; id < 10; id++) expect((await ask(on, balance(id))).status).toBe(200)
    for (let id = 0; id < 5; id++)
      expect((await ask(on, balance(id), '203.0.113.9')).status).toBe(200)
    const over = await ask(on, balance(5), '203.0.113.9')
    expect(over.status).toBe(429)
    expect(((await over.json()) as { error: { message: string } }).error.message).toMatch(
      /^Too many RPC units: at most (10|15) per 60 s/,
    )
  })

  test('attack: eth_getLogs over more than 2,000 blocks is refused, a range within it answered', async () => {
    const logs = (fromBlock: string, toBlock: string, id = 1) =>
      call('eth_getLogs', [{ fromBlock, toBlock }], id)
    const answers = (await (
      await post([logs('0x0', '0x7d0', 1), logs('0x0', '0x7cf', 2)])
    ).json()) as {
      error?: { code: number; message: string }
      result?: unknown[]
    }[]
    expect(answers[0]?.error).toEqual({
      code: -32005,
      message: 'eth_getLogs covers at most 2000 blocks: ask for a narrower range',
    })
    expect(answers[1]?.result).toEqual(expect.any(Array))
  })

  test('attack: filters are refused: their ids would be shared by every project on the gateway', async () => {
    const methods = [
      'eth_newFilter',
      'eth_newBlockFilter',
      'eth_getFilterChanges',
      'eth_uninstallFilter',
    ]
    const answers = (await (
      await post(
        methods.map((method, id) => call(method, method === 'eth_newFilter' ? [{}] : ['0x1'], id)),
      )
    ).json()) as { error?: { code: number; message: string } }[]
    expect(answers.map((answer) => answer.error?.code)).toEqual(methods.map(() => -32601))
    expect(answers[0]?.error?.message).toBe(
      'Filters are not offered by this gateway (eth_newFilter): use eth_getLogs',
    )
  })
})

describe('upstreams that fail', () => {
  let dead: Server
  let deadUrl: string
  let counting: Server
  let countingUrl: string
  let forwarded = 0
  beforeAll(async () => {
    // One that answers 502 to everything; one that counts what reaches it and forwards to the devnet.
    dead = createServer((_, response) => response.writeHead(502).end('bad gateway'))
    counting = createServer(async (request, response) => {
      forwarded++
      const chunks: Buffer[] = []
      for await (const chunk of request) chunks.push(chunk as Buffer)
      const upstream = await fetch(devnet().rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: Buffer.concat(chunks),
      })
      response.writeHead(upstream.status, { 'content-type': 'application/json' })
      response.end(await upstream.text())
    })
    for (const server of [dead, counting])
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    deadUrl = `http://127.0.0.1:${(dead.address() as { port: number }).port}`
    countingUrl = `http://127.0.0.1:${(counting.address() as { port: number }).port}`
  })
  afterAll(async () => {
    for (const server of [dead, counting]) await new Promise((resolve) => server.close(resolve))
  })

  test('a dead first upstream fails over to the next, and is then skipped', async () => {
    const config = testConfig()
    const chain = config.chains[0] as (typeof config.chains)[number]
    const failover = await testApp(database, {
      ...config,
      chains: [{ ...chain, rpcUrl: deadUrl, fallbackRpcUrls: [countingUrl] }],
    })
    const ask = (id: number) =>
      failover.request(url(), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(
          call('eth_getBalance', ['0x0000000000000000000000000000000000000001', 'latest'], id),
        ),
      })
    for (let id = 0; id < 5; id++) expect((await ask(id)).status).toBe(200)
    expect(forwarded).toBe(5)
  })

  test('answers that cannot change are served from the cache', async () => {
    const config = testConfig()
    const chain = config.chains[0] as (typeof config.chains)[number]
    const cached = await testApp(database, {
      ...config,
      chains: [{ ...chain, rpcUrl: countingUrl }],
    })
    const before = forwarded
    for (let id = 0; id < 10; id++)
      await cached.request(url(), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(call('eth_chainId', [], id)),
      })
    expect(forwarded - before).toBe(1)
  })

  test('no upstream answering is a 503 with Retry-After, not a hang', async () => {
    const config = testConfig()
    const chain = config.chains[0] as (typeof config.chains)[number]
    const down = await testApp(database, { ...config, chains: [{ ...chain, rpcUrl: deadUrl }] })
    const response = await down.request(url(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(call('eth_blockNumber')),
    })
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('1')
    expect(await response.json()).toMatchObject({ error: { code: 'UPSTREAM_UNAVAILABLE' } })
  })
})

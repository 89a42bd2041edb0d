import { fuzzRoutes } from '@foyer/server/testing'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { TEST_PROJECT, testApp } from '../_test/app.js'
import { openTestDatabase } from '../_test/databases.js'
import {
  ENTRY_POINT_V07,
  type StandInBundler,
  startStandInBundler,
} from '../_test/standInBundler.js'
import type { App } from '../app.js'
import type { OpenDatabase } from '../db/database.js'
import { BUNDLER_METHODS, PAYMASTER_METHODS } from './methods.js'

// Issue 22's rule for the bundler endpoint: whatever a client sends, a 4xx or a JSON-RPC error, never a 5xx,
// while the bundler itself is healthy. Seeded: first the shared route fuzzer (query, headers, bodies), then
// JSON-RPC batches of the endpoint's own methods with random params, so the forwarding path is reached.

let database: OpenDatabase
let app: App
let bundler: StandInBundler
const chain = (id: number, bundlerUrl?: string) => ({
  id,
  name: `Chain ${id}`,
  rpcUrl: 'http://127.0.0.1:9/unused',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  ...(bundlerUrl ? { bundlerUrl, paymasterUrl: bundlerUrl } : {}),
})

beforeAll(async () => {
  bundler = await startStandInBundler(31337)
  database = await openTestDatabase('pglite')
  app = await testApp(database, {
    chains: [chain(31337, bundler.url), chain(10)],
    publicUrl: 'http://127.0.0.1:4000',
    // Past the default units a minute, so that the forwarding path stays reached (limits have tests of their own).
    rateLimits: { rpcUnitsPerClient: { limit: 1_000_000, windowMs: 60_000 } },
  })
})
afterAll(async () => {
  app.stopGateway()
  await database.close()
  await bundler.close()
})

test('2,000 random requests to POST /v1/bundler: not one 5xx', async () => {
  let passed = 0
  const failures = await fuzzRoutes({
    routes: [{ method: 'POST', path: '/v1/bundler' }],
    cases: 2_000,
    send: async (method, url, init) => {
      const response = await app.request(url, { method, ...init })
      if (response.status < 300) passed++
      return response
    },
    knownParams: {
      projectId: [TEST_PROJECT.id],
      chainId: ['31337', 'eip155:31337', '10', 'eip155:1'],
      bundler: ['foyer', 'pimlico', ''],
    },
    origins: ['http://app.test', 'https://evil.test'],
  })
  expect(failures).toEqual([])
  expect(passed).toBeGreaterThan(50)
}, 300_000)

/** mulberry32, as the shared fuzzer: a failure names the seed and case that reproduce it. */
function generator(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T
  return { next, pick }
}

test('1,000 seeded batches of the endpoint’s methods with random params: JSON-RPC answers, never a 5xx', async () => {
  const seed = 20261126
  const { next, pick } = generator(seed)
  const methods = [...BUNDLER_METHODS, ...PAYMASTER_METHODS, 'debug_bundler_dumpMempool', 'x']
  const values = [
    null,
    0,
    -1,
    1e308,
    '',
    '0x',
    `0x${'f'.repeat(64)}`,
    ENTRY_POINT_V07,
    'é\u0000',
    [],
    {},
    { sender: '0x0', nonce: [] },
    'a'.repeat(2000),
  ]
  const params = () =>
    pick([
      undefined,
      null,
      'x',
      1,
      [],
      Array.from({ length: Math.floor(next() * 4) }, () => pick(values)),
    ])
  const failures: string[] = []
  for (let index = 0; index < 1_000; index++) {
    const items = Array.from({ length: 1 + Math.floor(next() * 4) }, (_, id) => ({
      jsonrpc: next() < 0.95 ? '2.0' : '1.0',
      id: pick([id, `id-${id}`, null, {}, id]),
      method: pick(methods),
      params: params(),
    }))
    const body = JSON.stringify(next() < 0.5 ? items[0] : items)
    const response = await app.request(
      `/v1/bundler?projectId=${TEST_PROJECT.id}&chainId=${pick(['31337', 'eip155:31337'])}`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body },
    )
    if (response.status >= 500)
      failures.push(`seed ${seed} case ${index}: ${response.status} ${body}`)
    else if (response.status === 200) {
      const answers = [(await response.json()) as unknown].flat() as Record<string, unknown>[]
      if (
        !answers.every(
          (answer) => answer.jsonrpc === '2.0' && ('result' in answer || 'error' in answer),
        )
      )
        failures.push(`seed ${seed} case ${index}: not JSON-RPC answers for ${body}`)
    }
  }
  expect(failures).toEqual([])
}, 300_000)

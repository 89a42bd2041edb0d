import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { connectClient, publish, type TestClient } from './_test/client.js'
import { CLOSE_TRY_AGAIN, CLOSE_UNAUTHORIZED } from './origins.js'
import { projectOriginsFromApi } from './projects.js'
import { type RunningRelay, startRelay } from './relay.js'

// Issue 37: pages use the relay only from their project's allowed origins (or the operator's); a page
// elsewhere is closed before anything it sends is read. Clients without Origin (wallet apps, servers) are
// accepted, as by the WalletConnect relay.

const SHOP = 'https://shop.example'
const PROJECTS: Record<string, string[]> = { shop: [SHOP, 'https://*.shop.example'] }

let relay: RunningRelay
beforeAll(async () => {
  relay = await startRelay({
    allowedOrigins: ['https://wallet.example'],
    projects: async (projectId) => {
      if (projectId === 'down') throw new Error('the data service is down')
      return PROJECTS[projectId]
    },
  })
})
afterAll(() => relay.stop())

const open: TestClient[] = []
afterEach(() => {
  for (const client of open.splice(0)) client.close()
})
const connect = async (clientId: string, projectId: string, origin?: string) => {
  const client = await connectClient(relay.url, clientId, {
    projectId,
    headers: origin ? { Origin: origin } : {},
  })
  open.push(client)
  return client
}
const TOPIC = '9'.repeat(64)

describe('a page on an origin not allowed', () => {
  test('cannot subscribe nor publish: closed 3000 with the reason, before anything it sent is read', async () => {
    const wallet = await connect('did:key:wallet-o1', 'shop')
    await wallet.call('irn_subscribe', { topic: TOPIC })
    const before = await relay.stats()

    const evil = await connect('did:key:evil', 'shop', 'https://evil.example')
    // It sends at once, as a script would on open.
    const answers: unknown[] = []
    evil.call('irn_subscribe', { topic: TOPIC }).then((answer) => answers.push(answer))
    evil
      .call('irn_publish', { topic: TOPIC, message: 'phish', ttl: 300 })
      .then((a) => answers.push(a))
    expect(await evil.closed).toEqual({
      code: CLOSE_UNAUTHORIZED,
      reason: 'Origin not allowed for this project: https://evil.example',
    })
    expect(answers).toEqual([])
    expect((await relay.stats()).messages).toBe(before.messages)
    // The wallet got nothing: its next message is the shop's own.
    const shop = await connect('did:key:shop-o1', 'shop', SHOP)
    await publish(shop, TOPIC, 'from-the-shop')
    await wallet.received(1)
    expect(wallet.pushed.map((push) => push.data.message)).toEqual(['from-the-shop'])
  })

  test('a look-alike host, another scheme or port, an unknown project, no project: all refused', async () => {
    for (const [origin, projectId, reason] of [
      ['https://shop.example.evil.example', 'shop', 'Origin not allowed for this project'],
      ['https://evilshop.example', 'shop', 'Origin not allowed for this project'],
      ['http://shop.example', 'shop', 'Origin not allowed for this project'],
      ['https://shop.example:8443', 'shop', 'Origin not allowed for this project'],
      ['null', 'shop', 'Origin not allowed for this project: null'],
      [SHOP, 'nobody', 'Unknown projectId'],
      [SHOP, '', 'Origin not allowed: https://shop.example'],
    ] as const) {
      const client = await connect('did:key:evil-2', projectId, origin)
      const { code, reason: said } = await client.closed
      expect({ origin, projectId, code, said }).toMatchObject({ code: CLOSE_UNAUTHORIZED })
      expect(said).toContain(reason)
    }
  })

  test('the data service not answering: try again later (1013), not an open door', async () => {
    const client = await connect('did:key:x', 'down', SHOP)
    expect((await client.closed).code).toBe(CLOSE_TRY_AGAIN)
  })
})

describe('allowed', () => {
  test("the project's origins (a wildcard label too), the operator's, and clients without Origin", async () => {
    for (const [origin, projectId] of [
      [SHOP, 'shop'],
      ['https://www.shop.example', 'shop'],
      ['https://wallet.example', 'anything'],
      [undefined, 'anything'],
    ] as const) {
      const client = await connect(`did:key:ok-${origin}`, projectId, origin)
      expect((await client.call('irn_subscribe', { topic: TOPIC })).result).toMatch(
        /^[0-9a-f]{64}$/,
      )
    }
  })
})

describe("the data service's answers", () => {
  test('origins read from /projects/v1/origins, kept a minute; 401 is an unknown project', async () => {
    let calls = 0
    const api = createServer((request, response) => {
      calls += 1
      const url = new URL(request.url ?? '/', 'http://api.local')
      expect(url.pathname).toBe('/projects/v1/origins')
      expect([...url.searchParams.keys()].sort()).toEqual(['clientId', 'projectId', 'st', 'sv'])
      if (url.searchParams.get('projectId') !== 'shop') {
        response.writeHead(401).end('{}')
        return
      }
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ name: 'Shop', allowedOrigins: [SHOP] }))
    })
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve))
    let clock = 0
    const origins = projectOriginsFromApi({
      apiUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}/`,
      now: () => clock,
    })
    expect(await origins('shop')).toEqual([SHOP])
    expect(await origins('shop')).toEqual([SHOP])
    expect(calls).toBe(1)
    clock += 60_000
    await origins('shop')
    expect(calls).toBe(2)
    expect(await origins('nobody')).toBeUndefined()
    await new Promise((resolve) => api.close(resolve))
    // Down: an error (the caller refuses with "try again"), and not kept.
    await expect(origins('other')).rejects.toThrow()
  })
})

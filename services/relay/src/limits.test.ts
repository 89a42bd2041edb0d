import { afterEach, describe, expect, test } from 'vitest'
import { connectClient, publish, type TestClient } from './_test/client.js'
import { CLOSE_TOO_SLOW } from './connection.js'
import { LIMIT_EXCEEDED, type RelayLimits } from './limits.js'
import { type RunningRelay, startRelay } from './relay.js'

// Issue 37: a client that floods the relay is capped, with a JSON-RPC error naming the limit, and the relay
// keeps serving everyone else; what the relay keeps in all is bounded too.

const running: RunningRelay[] = []
const open: TestClient[] = []
afterEach(async () => {
  for (const client of open.splice(0)) client.close()
  for (const relay of running.splice(0)) await relay.stop()
})

async function relayWith(limits: Partial<RelayLimits>, trustProxy = 0) {
  const relay = await startRelay({ limits, trustProxy })
  running.push(relay)
  const connect = async (clientId: string, headers?: Record<string, string>) => {
    const client = await connectClient(relay.url, clientId, headers ? { headers } : {})
    open.push(client)
    return client
  }
  return { relay, connect }
}

const topic = (n: number) => n.toString(16).padStart(64, '0')

/** A dApp and a wallet that still talk through `relay` while someone floods it. */
async function stillServes(connect: (id: string) => Promise<TestClient>, message: string) {
  const [dapp, wallet] = await Promise.all([connect('did:key:dapp'), connect('did:key:wallet')])
  const session = 'e'.repeat(64)
  await wallet.call('irn_subscribe', { topic: session })
  expect((await publish(dapp, session, message)).result).toBe(true)
  await wallet.received(1)
  expect(wallet.pushed[0]?.data.message).toBe(message)
}

describe('a client that floods', () => {
  test('subscriptions: capped per connection (a batch past it is refused whole); others served', async () => {
    const { relay, connect } = await relayWith({ subscriptionsPerConnection: 50 })
    const flood = await connect('did:key:flood')
    for (let n = 0; n < 50; n++)
      expect((await flood.call('irn_subscribe', { topic: topic(n) })).result).toBeTypeOf('string')
    expect(await flood.call('irn_subscribe', { topic: topic(50) })).toMatchObject({
      error: {
        code: LIMIT_EXCEEDED,
        message: 'Too many subscriptions: at most 50 topics per connection',
      },
    })
    // Subscribing again to a topic it has costs nothing.
    expect((await flood.call('irn_subscribe', { topic: topic(0) })).result).toBeTypeOf('string')
    await flood.call('irn_unsubscribe', { topic: topic(0) })
    const batch = await flood.call('irn_batchSubscribe', { topics: [topic(60), topic(61)] })
    expect(batch.error?.code).toBe(LIMIT_EXCEEDED)
    // Refused whole: the one free place is still free.
    expect((await flood.call('irn_subscribe', { topic: topic(70) })).result).toBeTypeOf('string')
    await stillServes(connect, 'served')
    expect((await relay.stats()).clients).toBe(3)
  })

  test('publications: capped per connection and minute, in messages and bytes; others served', async () => {
    const { relay, connect } = await relayWith({
      publishesPerMinute: 20,
      publishedBytesPerMinute: 1_000_000,
    })
    const flood = await connect('did:key:flood')
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) => publish(flood, topic(n), `spam-${n}`)),
    )
    expect(answers.filter((answer) => answer.result === true)).toHaveLength(20)
    expect(answers.at(-1)?.error).toMatchObject({ code: LIMIT_EXCEEDED })
    expect(answers.at(-1)?.error?.message).toMatch(/^Too many publications: at most 20 messages/)
    expect((await relay.stats()).messages).toBe(20)
    // Bytes: one 1 MB message is past the minute's bytes of another connection.
    const big = await connect('did:key:big')
    expect((await publish(big, topic(99), 'x'.repeat(1_000_001))).error?.code).toBe(LIMIT_EXCEEDED)
    await stillServes(connect, 'served')
  })

  test('calls: a connection has at most so many waiting; the rest are refused at once', async () => {
    const { connect } = await relayWith({ callsInFlight: 4 })
    const flood = await connect('did:key:flood')
    // Sent in one go: the relay answers them in order, so most wait behind the first.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) => flood.call('irn_subscribe', { topic: topic(n) })),
    )
    const refused = answers.filter((answer) => answer.error?.code === LIMIT_EXCEEDED)
    expect(refused.length).toBeGreaterThan(0)
    expect(refused[0]?.error?.message).toBe('Too many calls waiting: at most 4 per connection')
    await stillServes(connect, 'served')
  })

  test('a reader that does not read: closed (1013) past its queue, and what it missed is still kept', async () => {
    const { relay, connect } = await relayWith({
      queuedBytesPerConnection: 1024 * 1024,
      publishedBytesPerMinute: 64 * 1024 * 1024,
    })
    const slow = await connect('did:key:slow')
    const inbox = 'a'.repeat(64)
    await slow.call('irn_subscribe', { topic: inbox })
    // Its side stops reading: what the relay writes piles up in the kernel's buffers, then in the relay.
    const raw = (slow.socket as unknown as { _socket: { pause(): void; resume(): void } })._socket
    raw.pause()
    const sender = await connect('did:key:sender')
    const chunk = 'z'.repeat(512 * 1024)
    for (let n = 0; n < 40; n++)
      expect((await publish(sender, inbox, `${n}:${chunk}`)).result).toBe(true)
    raw.resume()
    expect((await slow.closed).code).toBe(CLOSE_TOO_SLOW)
    expect((await relay.stats()).messages).toBe(40)
    await stillServes(connect, 'served')
  })
})

describe('in total', () => {
  test('messages kept for subscribers to come are bounded: past it a publication is refused, not a crash', async () => {
    const { relay, connect } = await relayWith({ storedMessages: 10, storedBytes: 10_000 })
    const a = await connect('did:key:a')
    for (let n = 0; n < 10; n++) expect((await publish(a, topic(n), `m${n}`)).result).toBe(true)
    const full = await publish(a, topic(10), 'one too many')
    expect(full.error).toMatchObject({ code: LIMIT_EXCEEDED })
    expect(full.error?.message).toMatch(/^The relay is full/)
    // The same message again is kept once, so it is no refusal.
    expect((await publish(a, topic(0), 'm0')).result).toBe(true)
    expect(await relay.stats()).toMatchObject({ messages: 10 })
  })

  test('connections are bounded: past it a new one is closed with 1013 (try again later)', async () => {
    const { connect } = await relayWith({ connections: 2 })
    await connect('did:key:one')
    await connect('did:key:two')
    const third = await connect('did:key:three')
    expect(await third.closed).toEqual({ code: 1013, reason: 'The relay is full: try again later' })
  })

  test('one address holds at most connectionsPerAddress; the others are still served, and a closed one frees its place', async () => {
    const { relay, connect } = await relayWith({ connectionsPerAddress: 3 })
    const held = await Promise.all(['a', 'b', 'c'].map((n) => connect(`did:key:${n}`)))
    const refused = await connect('did:key:d')
    expect(await refused.closed).toEqual({
      code: 1013,
      reason: 'Too many connections from your address: at most 3',
    })
    // A forged X-Forwarded-For is not believed without FOYER_TRUST_PROXY.
    const forged = await connect('did:key:e', { 'x-forwarded-for': '203.0.113.9' })
    expect((await forged.closed).code).toBe(1013)
    held[0]?.close()
    await held[0]?.closed
    // The place is free once the server has seen the close, which it reports in its count of clients.
    await expect.poll(async () => (await relay.stats()).clients).toBe(2)
    const again = await connect('did:key:f')
    expect((await again.call('irn_subscribe', { topic: topic(1) })).result).toEqual(
      expect.any(String),
    )
  })

  test('behind a trusted proxy, the visitor’s address is counted, not the proxy’s', async () => {
    const { connect } = await relayWith({ connectionsPerAddress: 1 }, 1)
    const visitor = (address: string) => ({ 'x-forwarded-for': `198.51.100.7, ${address}` })
    const first = await connect('did:key:a', visitor('203.0.113.1'))
    const second = await connect('did:key:b', visitor('203.0.113.2'))
    for (const client of [first, second])
      expect((await client.call('irn_subscribe', { topic: topic(2) })).result).toEqual(
        expect.any(String),
      )
    const again = await connect('did:key:c', visitor('203.0.113.1'))
    expect((await again.closed).code).toBe(1013)
  })
})

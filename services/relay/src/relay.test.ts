import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { WebSocket } from 'ws'
import { connectClient, publish, type TestClient } from './_test/client.js'
import { type RunningRelay, startRelay } from './relay.js'
import { subscriptionId } from './routing.js'

// The relay protocol over raw WebSockets, as the SDKs speak it: publish, subscribe, fetch, TTL, several
// clients, reconnects, and bad input.

let relay: RunningRelay
let clock = Date.now()
beforeAll(async () => {
  relay = await startRelay({ now: () => clock })
})
afterAll(() => relay.stop())

const TOPIC = 'a'.repeat(64)
const OTHER = 'b'.repeat(64)

const open: TestClient[] = []
afterEach(() => {
  for (const client of open.splice(0)) client.close()
})

async function connect(clientId: string): Promise<TestClient> {
  const client = await connectClient(relay.url, clientId)
  open.push(client)
  return client
}

/** Resolves with the client's next push. */
const next = (client: TestClient) => client.received(client.pushed.length + 1)

describe('publish and subscribe', () => {
  test('a subscriber gets what is published on its topic, never its own messages, with the SDKs’ subscription id', async () => {
    const dapp = await connect('did:key:dapp-1')
    const wallet = await connect('did:key:wallet-1')
    const { result: id } = await wallet.call('irn_subscribe', { topic: TOPIC })
    expect(id).toBe(subscriptionId(TOPIC, 'did:key:wallet-1'))
    await dapp.call('irn_subscribe', { topic: TOPIC })
    const arrived = next(wallet)
    expect((await publish(dapp, TOPIC, 'hello-1')).result).toBe(true)
    await arrived
    expect(wallet.pushed).toEqual([
      {
        id,
        data: {
          topic: TOPIC,
          message: 'hello-1',
          tag: 1000,
          publishedAt: Math.floor(clock / 1000),
        },
      },
    ])
    // The publisher, subscribed too, is not echoed.
    await publish(wallet, OTHER, 'elsewhere')
    expect(dapp.pushed).toEqual([])
  })

  test('messages wait for a late subscriber until their TTL, and a fetch finds them', async () => {
    const dapp = await connect('did:key:dapp-2')
    const topic = 'c'.repeat(64)
    await publish(dapp, topic, 'early', 60)
    await publish(dapp, topic, 'short-lived', 5)
    clock += 10_000
    const wallet = await connect('did:key:wallet-2')
    const fetched = await wallet.call('irn_batchFetchMessages', { topics: [topic] })
    expect(fetched.result).toMatchObject({
      messages: [{ topic, message: 'early' }],
      hasMore: false,
    })
    const delivered = next(wallet)
    await wallet.call('irn_subscribe', { topic })
    await delivered
    expect(wallet.pushed.map((push) => push.data.message)).toEqual(['early'])
    clock += 60_000
    expect((await wallet.call('irn_batchFetchMessages', { topics: [topic] })).result).toEqual({
      messages: [],
      hasMore: false,
    })
  })

  test('two subscribers both get a message; an unsubscribed one does not', async () => {
    const topic = 'd'.repeat(64)
    const [a, b, sender] = await Promise.all([
      connect('did:key:a'),
      connect('did:key:b'),
      connect('did:key:sender'),
    ])
    await a.call('irn_batchSubscribe', { topics: [topic] })
    const { result: idB } = await b.call('irn_subscribe', { topic })
    await b.call('irn_unsubscribe', { topic, id: idB })
    const arrived = next(a)
    await publish(sender, topic, 'to-both')
    await arrived
    await sender.call('irn_subscribe', { topic: OTHER })
    expect(a.pushed.map((push) => push.data.message)).toEqual(['to-both'])
    expect(b.pushed).toEqual([])
  })

  test('a client that reconnects gets what was published while it was away', async () => {
    const topic = 'e'.repeat(64)
    const first = await connect('did:key:roamer')
    await first.call('irn_subscribe', { topic })
    first.close()
    const sender = await connect('did:key:sender-2')
    await publish(sender, topic, 'while-away')
    const again = await connect('did:key:roamer')
    const delivered = next(again)
    await again.call('irn_subscribe', { topic })
    await delivered
    expect(again.pushed[0]?.data.message).toBe('while-away')
  })

  test('the session shortcuts: a proposal waits on the pairing topic, an approval answers and settles', async () => {
    const pairing = 'f'.repeat(64)
    const session = '1'.repeat(64)
    const dapp = await connect('did:key:dapp-3')
    const wallet = await connect('did:key:wallet-3')
    await dapp.call('wc_proposeSession', {
      pairingTopic: pairing,
      sessionProposal: 'proposal',
      ttl: 300,
    })
    const proposed = next(wallet)
    await wallet.call('irn_subscribe', { topic: pairing })
    await proposed
    expect(wallet.pushed[0]?.data).toMatchObject({ message: 'proposal', tag: 1100 })
    const answered = next(dapp)
    await wallet.call('wc_approveSession', {
      pairingTopic: pairing,
      sessionTopic: session,
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
      ttl: 300,
    })
    await answered
    expect(dapp.pushed[0]?.data).toMatchObject({ topic: pairing, message: 'response', tag: 1101 })
    const settled = next(dapp)
    await dapp.call('irn_subscribe', { topic: session })
    await settled
    expect(dapp.pushed[1]?.data).toMatchObject({ topic: session, message: 'settle', tag: 1102 })
  })
})

describe('bad input gets a JSON-RPC error and changes nothing', () => {
  test('unknown methods, bad params, bad JSON', async () => {
    const client = await connect('did:key:mallory')
    expect((await client.call('irn_nope', {})).error?.code).toBe(-32601)
    expect((await client.call('toString', {})).error?.code).toBe(-32601)
    expect((await client.call('irn_subscribe', { topic: '../../etc' })).error).toEqual({
      code: -32602,
      message: 'topic must be a topic (1 to 128 letters and digits)',
    })
    expect(
      (await client.call('irn_publish', { topic: TOPIC, message: 'x', ttl: -1 })).error?.code,
    ).toBe(-32602)
    expect((await client.call('irn_publish', null)).error?.code).toBe(-32602)
    const before = (await relay.stats()).messages
    expect(
      (await client.call('irn_batchPublish', { messages: [{ topic: TOPIC }] })).error?.code,
    ).toBe(-32602)
    expect((await relay.stats()).messages).toBe(before)
  })

  test('a connection without an auth JWT is closed', async () => {
    const socket = new WebSocket(relay.url)
    const code = await new Promise<number>((resolve) => socket.once('close', resolve))
    expect(code).toBe(4001)
  })
})

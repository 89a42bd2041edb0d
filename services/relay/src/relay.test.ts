import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { WebSocket } from 'ws'
import { type RunningRelay, startRelay, subscriptionId } from './relay.js'

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

/** An auth JWT whose only use here is its `iss`, the client id. */
const jwt = (iss: string) =>
  ['{"alg":"EdDSA"}', JSON.stringify({ iss }), 'sig']
    .map((part) => Buffer.from(part).toString('base64url'))
    .join('.')

type Client = {
  clientId: string
  call(
    method: string,
    params?: unknown,
  ): Promise<{ result?: unknown; error?: { code: number; message: string } }>
  /** The irn_subscription pushes received so far. */
  pushed: {
    id: string
    data: { topic: string; message: string; tag: number; publishedAt: number }
  }[]
  next(): Promise<void>
  close(): void
}
const open: Client[] = []
afterEach(() => {
  for (const client of open.splice(0)) client.close()
})

async function connect(clientId: string): Promise<Client> {
  const socket = new WebSocket(`${relay.url}/?auth=${jwt(clientId)}&projectId=test`)
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  let nextId = 1
  const waiting = new Map<number, (answer: never) => void>()
  const pushed: Client['pushed'] = []
  let onPush: (() => void) | undefined
  socket.on('message', (raw) => {
    const message = JSON.parse(raw.toString())
    if (message.method === 'irn_subscription') {
      pushed.push(message.params)
      socket.send(JSON.stringify({ id: message.id, jsonrpc: '2.0', result: true }))
      onPush?.()
      return
    }
    waiting.get(message.id)?.(message as never)
  })
  const client: Client = {
    clientId,
    call: (method, params) =>
      new Promise((resolve) => {
        const id = nextId++
        waiting.set(id, resolve)
        socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
      }),
    pushed,
    next: () =>
      new Promise((resolve) => {
        onPush = () => {
          onPush = undefined
          resolve()
        }
      }),
    close: () => socket.close(),
  }
  open.push(client)
  return client
}

const publish = (client: Client, topic: string, message: string, ttl = 300, tag = 1000) =>
  client.call('irn_publish', { topic, message, ttl, tag, prompt: false })

describe('publish and subscribe', () => {
  test('a subscriber gets what is published on its topic, never its own messages, with the SDKs’ subscription id', async () => {
    const dapp = await connect('did:key:dapp-1')
    const wallet = await connect('did:key:wallet-1')
    const { result: id } = await wallet.call('irn_subscribe', { topic: TOPIC })
    expect(id).toBe(subscriptionId(TOPIC, 'did:key:wallet-1'))
    await dapp.call('irn_subscribe', { topic: TOPIC })
    const arrived = wallet.next()
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
    const delivered = wallet.next()
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
    const arrived = a.next()
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
    const delivered = again.next()
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
    const proposed = wallet.next()
    await wallet.call('irn_subscribe', { topic: pairing })
    await proposed
    expect(wallet.pushed[0]?.data).toMatchObject({ message: 'proposal', tag: 1100 })
    const answered = dapp.next()
    await wallet.call('wc_approveSession', {
      pairingTopic: pairing,
      sessionTopic: session,
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
      ttl: 300,
    })
    await answered
    expect(dapp.pushed[0]?.data).toMatchObject({ topic: pairing, message: 'response', tag: 1101 })
    const settled = dapp.next()
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
    const before = relay.stats().messages
    expect(
      (await client.call('irn_batchPublish', { messages: [{ topic: TOPIC }] })).error?.code,
    ).toBe(-32602)
    expect(relay.stats().messages).toBe(before)
  })

  test('a connection without an auth JWT is closed', async () => {
    const socket = new WebSocket(relay.url)
    const code = await new Promise<number>((resolve) => socket.once('close', resolve))
    expect(code).toBe(4001)
  })
})

import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { connectClient, publish, type TestClient } from './_test/client.js'
import { type RunningRelay, startRelay } from './relay.js'

// A message a client acknowledged is not sent to that client id again (deliveries.ts): the SDK restarts its
// socket and subscribes again, and must not be handed what it already took. What it did not acknowledge
// comes again (at least once), and other clients still get everything.
//
// The relay writes a topic's messages before it answers the subscription, on the same socket: once
// `irn_subscribe` is answered, everything the subscription was to be sent has arrived.

let relay: RunningRelay
beforeAll(async () => {
  relay = await startRelay()
})
afterAll(() => relay.stop())

const open: TestClient[] = []
afterEach(() => {
  for (const client of open.splice(0)) client.close()
})

async function connect(clientId: string, acknowledges = true): Promise<TestClient> {
  const client = await connectClient(relay.url, clientId, { acknowledges })
  open.push(client)
  return client
}

/** Closes `client` and resolves once the relay has answered its close, after reading all it sent. */
async function leave(client: TestClient): Promise<void> {
  client.close()
  await client.closed
}

const messages = (client: TestClient) => client.pushed.map((push) => push.data.message)

const fetched = async (client: TestClient, topic: string) => {
  const { result } = await client.call('irn_batchFetchMessages', { topics: [topic] })
  return (result as { messages: { message: string }[] }).messages.map((item) => item.message)
}

test('acknowledged: not sent again to the same client id when it subscribes again, nor fetched', async () => {
  const topic = 'a'.repeat(64)
  const dapp = await connect('did:key:dapp-1')
  const wallet = await connect('did:key:wallet-1')
  await wallet.call('irn_subscribe', { topic })
  await publish(dapp, topic, 'taken')
  await wallet.received(1)
  await leave(wallet)
  await publish(dapp, topic, 'while away')
  const again = await connect('did:key:wallet-1')
  expect(await fetched(again, topic)).toEqual(['while away'])
  await again.call('irn_subscribe', { topic })
  expect(messages(again)).toEqual(['while away'])
  // Pushed and acknowledged now (before the fetch, on the same socket): neither is fetched any more.
  expect(await fetched(again, topic)).toEqual([])
  // And what comes next still arrives, once.
  await publish(dapp, topic, 'later')
  await again.received(2)
  expect(messages(again)).toEqual(['while away', 'later'])
})

test('not acknowledged: sent again when the client subscribes again', async () => {
  const topic = 'b'.repeat(64)
  const dapp = await connect('did:key:dapp-2')
  const silent = await connect('did:key:wallet-2', false)
  await silent.call('irn_subscribe', { topic })
  await publish(dapp, topic, 'not taken')
  await silent.received(1)
  await leave(silent)
  const again = await connect('did:key:wallet-2')
  await again.call('irn_subscribe', { topic })
  expect(messages(again)).toEqual(['not taken'])
  // Acknowledged this time: not again after that.
  await leave(again)
  const third = await connect('did:key:wallet-2')
  await third.call('irn_subscribe', { topic })
  expect(messages(third)).toEqual([])
})

test('acknowledged by one client id: another still gets it, on a subscription and a fetch', async () => {
  const topic = 'c'.repeat(64)
  const dapp = await connect('did:key:dapp-3')
  const first = await connect('did:key:wallet-3')
  await first.call('irn_subscribe', { topic })
  await publish(dapp, topic, 'for everyone')
  await first.received(1)
  await leave(first)
  const other = await connect('did:key:other-3')
  expect(await fetched(other, topic)).toEqual(['for everyone'])
  await other.call('irn_subscribe', { topic })
  expect(messages(other)).toEqual(['for everyone'])
})

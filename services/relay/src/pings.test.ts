import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { WebSocket } from 'ws'
import { connectClient, jwt, type TestClient } from './_test/client.js'
import { PING_INTERVAL_MS } from './pings.js'
import { type RunningRelay, startRelay } from './relay.js'

// The relay pings every connection (pings.ts): the WalletConnect SDK on Node restarts its socket after 35 s
// without one. A peer that does not answer with a pong is let go.

let relay: RunningRelay
beforeAll(async () => {
  relay = await startRelay({ pingIntervalMs: 200 })
})
afterAll(() => relay.stop())

const open: TestClient[] = []
afterEach(() => {
  for (const client of open.splice(0)) client.close()
})

test('the default interval is well within the SDK’s 35 s', () => {
  expect(PING_INTERVAL_MS).toBeLessThanOrEqual(35_000 / 2)
})

test('a connection is pinged, and one that answers stays open', async () => {
  const client = await connectClient(relay.url, 'did:key:pinged')
  open.push(client)
  let pings = 0
  client.socket.on('ping', () => {
    pings += 1
  })
  // Three pings: the relay got the first two pongs, or the connection would have been terminated.
  await new Promise<void>((resolve) =>
    client.socket.on('ping', () => {
      if (pings >= 3) resolve()
    }),
  )
  expect(client.socket.readyState).toBe(WebSocket.OPEN)
  expect((await client.call('irn_subscribe', { topic: 'a'.repeat(64) })).result).toEqual(
    expect.any(String),
  )
})

test('a connection that does not answer a ping is terminated', async () => {
  const mute = new WebSocket(`${relay.url}/?auth=${jwt('did:key:mute')}`, { autoPong: false })
  const closed = new Promise<number>((resolve) => mute.once('close', resolve))
  const pinged = new Promise<void>((resolve) => mute.once('ping', () => resolve()))
  await pinged
  // Terminated: no close frame, so the client sees an abnormal closure.
  expect(await closed).toBe(1006)
  await expect.poll(async () => (await relay.stats()).clients).toBe(0)
})

import { expect, test } from 'vitest'
import { Deliveries } from './deliveries.js'
import type { RelayMessage } from './messages.js'

// The record of what each client acknowledged: matched to the connection a push went to, and bounded —
// dropped when the message expires, and capped per client (what is forgotten is sent again, at least once).

const NOW = 1_800_000_000_000
const message = (text: string, ttlMs = 300_000): RelayMessage => ({
  topic: 'a'.repeat(64),
  message: text,
  publishedAt: NOW / 1000,
  tag: 1000,
  expiresAt: NOW + ttlMs,
  from: 'publisher',
})
const wallet = { key: 'connection-1', clientId: 'did:key:wallet' }

test('an acknowledgement counts from the connection the push went to, for its client id', () => {
  const deliveries = new Deliveries(() => NOW)
  const hello = message('hello')
  deliveries.sent(wallet, 1, hello)
  expect(deliveries.acknowledgedBy(wallet.clientId, hello)).toBe(false)
  // Another connection answering that push id, or an id never sent: nothing.
  deliveries.acknowledge({ key: 'connection-2', clientId: wallet.clientId }, 1)
  deliveries.acknowledge(wallet, 2)
  deliveries.acknowledge(wallet, '1')
  expect(deliveries.acknowledgedBy(wallet.clientId, hello)).toBe(false)
  deliveries.acknowledge(wallet, 1)
  // The same message read again from the bus (another object) is the same message.
  expect(deliveries.acknowledgedBy(wallet.clientId, message('hello'))).toBe(true)
  expect(deliveries.acknowledgedBy('did:key:other', hello)).toBe(false)
  expect(deliveries.acknowledgedBy(wallet.clientId, { ...hello, topic: 'b'.repeat(64) })).toBe(
    false,
  )
  expect(deliveries.size).toEqual({ unacknowledged: 0, acknowledged: 1 })
})

test('records of expired messages are dropped', () => {
  let clock = NOW
  const deliveries = new Deliveries(() => clock)
  deliveries.sent(wallet, 1, message('short', 10_000))
  deliveries.sent(wallet, 2, message('long', 600_000))
  deliveries.sent(wallet, 3, message('never acknowledged', 10_000))
  deliveries.acknowledge(wallet, 1)
  expect(deliveries.size).toEqual({ unacknowledged: 2, acknowledged: 1 })
  clock += 120_000
  // The next acknowledgement a minute or more later sweeps.
  deliveries.acknowledge(wallet, 2)
  expect(deliveries.size).toEqual({ unacknowledged: 0, acknowledged: 1 })
  expect(deliveries.acknowledgedBy(wallet.clientId, message('long', 600_000))).toBe(true)
})

test('a client’s record is capped: its oldest acknowledgements are forgotten first', () => {
  const deliveries = new Deliveries(() => NOW)
  for (let n = 0; n < 1_001; n++) {
    deliveries.sent(wallet, n, message(`m${n}`))
    deliveries.acknowledge(wallet, n)
  }
  expect(deliveries.size.acknowledged).toBe(1_000)
  expect(deliveries.acknowledgedBy(wallet.clientId, message('m0'))).toBe(false)
  expect(deliveries.acknowledgedBy(wallet.clientId, message('m1'))).toBe(true)
  expect(deliveries.acknowledgedBy(wallet.clientId, message('m1000'))).toBe(true)
})

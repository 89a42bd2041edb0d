import { afterEach, expect, test, vi } from 'vitest'
import { HANDSHAKE_TYPE } from '../protocol/constants.js'
import { APP_EVENT_TYPES, type AppEventType } from '../protocol/messages.js'
import { startFrameChannel } from './channel.js'

const ORIGIN = 'https://app.example'
const parent = { name: 'the host page' }
const id = (n: number) => n.toString(16).padStart(32, '0')

/** A frame window whose parent is `parent`: handshakes are dispatched to it like the browser would. */
function frameWindow() {
  const target = new EventTarget()
  return Object.assign(target, { parent }) as unknown as Window
}

function handlers() {
  const calls: string[] = []
  const table = Object.fromEntries(
    APP_EVENT_TYPES.map((type) => [
      type,
      vi.fn(async () => {
        calls.push(type)
        return type === 'IS_CONNECTED' ? { isConnected: false } : {}
      }),
    ]),
  ) as unknown as Record<AppEventType, () => Promise<object>>
  return { table, calls }
}

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

/** Offers the frame a port from `origin` (and `source`); returns the host's end and what it received. */
function handshake(win: Window, origin: string, source: unknown = parent) {
  const channel = new MessageChannel()
  const received: { type?: string; id?: string; payload?: unknown }[] = []
  channel.port1.onmessage = (event) => received.push(event.data)
  // What the browser's MessageEvent carries: the sender's origin and window, vouched for by the browser.
  const event = new Event('message')
  Object.defineProperties(event, {
    data: { value: { type: HANDSHAKE_TYPE, version: '1' } },
    origin: { value: origin },
    source: { value: source },
    ports: { value: [channel.port2] },
  })
  win.dispatchEvent(event)
  stops.push(() => channel.port1.close())
  return { port: channel.port1, received }
}

/** A fixed wait, only where a test proves that something does not happen (a busy machine cannot fail it). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

test('an allowed parent gets FRAME_READY and its requests are answered', async () => {
  const win = frameWindow()
  const { table } = handlers()
  stops.push(startFrameChannel({ allowedOrigins: [ORIGIN], handlers: table, win }))
  const host = handshake(win, ORIGIN)
  await vi.waitFor(() =>
    expect(host.received[0]).toEqual({ type: 'FRAME_READY', payload: { version: '1' } }),
  )
  host.port.postMessage({ id: id(1), type: 'IS_CONNECTED', payload: {} })
  await vi.waitFor(() =>
    expect(host.received[1]).toEqual({
      id: id(1),
      type: 'IS_CONNECTED_SUCCESS',
      payload: { isConnected: false },
    }),
  )
})

test('lookalike and opaque origins hear UNVERIFIED_DOMAIN and nothing else', async () => {
  for (const origin of [
    'https://app.example.evil',
    'http://app.example',
    'https://app.example:8443',
    'https://evil.app.example',
    'https://app.exampl',
    'null',
    '',
  ]) {
    const win = frameWindow()
    const { table, calls } = handlers()
    stops.push(startFrameChannel({ allowedOrigins: [ORIGIN, 'null'], handlers: table, win }))
    const host = handshake(win, origin)
    await vi.waitFor(() =>
      expect(host.received, origin).toEqual([{ type: 'UNVERIFIED_DOMAIN', payload: {} }]),
    )
    host.port.postMessage({ id: id(2), type: 'IS_CONNECTED', payload: {} })
    await settle()
    expect(calls, origin).toEqual([])
  }
})

test('a handshake from another window than the parent gets nothing', async () => {
  const win = frameWindow()
  const { table } = handlers()
  stops.push(startFrameChannel({ allowedOrigins: [ORIGIN], handlers: table, win }))
  const host = handshake(win, ORIGIN, { name: 'a popup' })
  await settle()
  expect(host.received).toEqual([])
})

test('a second handshake gets no channel; a replayed id is served once', async () => {
  const win = frameWindow()
  const { table, calls } = handlers()
  stops.push(startFrameChannel({ allowedOrigins: [ORIGIN], handlers: table, win }))
  const host = handshake(win, ORIGIN)
  const intruder = handshake(win, ORIGIN)
  await settle()
  expect(intruder.received).toEqual([])
  host.port.postMessage({ id: id(3), type: 'SIGN_OUT', payload: {} })
  host.port.postMessage({ id: id(3), type: 'SIGN_OUT', payload: {} })
  await vi.waitFor(() => expect(calls).toContain('SIGN_OUT'))
  // The replay, sent after it, would have been handled by now: a fixed wait proves it was not.
  await settle()
  expect(calls).toEqual(['SIGN_OUT'])
})

test('fuzz: 10,000 generated messages are all refused, none reaches a handler, nothing throws', async () => {
  const win = frameWindow()
  const { table, calls } = handlers()
  const errors: unknown[] = []
  stops.push(startFrameChannel({ allowedOrigins: [ORIGIN], handlers: table, win }))
  const host = handshake(win, ORIGIN)
  await settle()
  const random = seeded(42)
  for (let index = 0; index < 10_000; index++) {
    try {
      host.port.postMessage(generate(random, index))
    } catch (error) {
      // A message that cannot be cloned never leaves the host; that is a refusal too.
      if (!(error instanceof DOMException) && !(error instanceof TypeError)) errors.push(error)
    }
  }
  // And from the wrong origins and windows, handshakes carrying requests.
  for (let index = 0; index < 200; index++) handshake(win, `https://x${index}.example`)
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(errors).toEqual([])
  expect(calls).toEqual([])
  // Well-addressed but malformed requests were answered with an ERROR, never a SUCCESS.
  expect(host.received.filter((message) => String(message.type).endsWith('_SUCCESS'))).toEqual([])
})

/** A small deterministic generator, so a failure can be replayed. */
function seeded(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}

function generate(random: () => number, index: number): unknown {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
  const junk = () =>
    pick([
      null,
      undefined,
      42,
      -1,
      'x',
      '',
      true,
      [],
      {},
      { nested: { deep: [1, 2, 3] } },
      'a'.repeat(1000),
      '\u0000',
      '0x'.padEnd(66, 'f'),
      { __proto__: { polluted: true } },
    ])
  const type = pick([
    ...APP_EVENT_TYPES,
    'FRAME_READY',
    'EXPORT_KEY',
    'CONNECT_EMAIL_SUCCESS',
    '',
    'constructor',
  ])
  const good = id(100_000 + index)
  switch (index % 8) {
    case 0:
      return junk()
    case 1: // right shape, wrong id
      return { id: pick(['', 'zz', good.slice(1), `${good}0`, 7]), type, payload: {} }
    case 2: // unknown field beside a valid request
      return {
        id: good,
        type: 'IS_CONNECTED',
        payload: {},
        [pick(['extra', 'origin', 'key'])]: junk(),
      }
    case 3: // wrong payload types
      return {
        id: good,
        type,
        payload: { email: junk(), otp: junk(), chainId: junk(), method: junk() },
      }
    case 4: // huge (one in 64: cloning 300 kB ten thousand times would only test the machine)
      if (index % 64 !== 4)
        return { id: good, type: 'RPC_REQUEST', payload: { method: junk(), params: 'not a list' } }
      return { id: good, type: 'CONNECT_EMAIL', payload: { email: `${'a'.repeat(300_000)}@x.io` } }
    case 5: // missing parts
      return pick([{ id: good }, { type }, { payload: {} }, { id: good, type }])
    case 6: // a payload that is not an object
      return { id: good, type, payload: junk() === null ? null : 'payload' }
    default: // e-mails and codes that are not
      return {
        id: good,
        type: pick(['CONNECT_EMAIL', 'CONNECT_OTP', 'UPDATE_EMAIL']),
        payload: pick([
          { email: 'no-at-sign' },
          { email: 'a@b' },
          { email: ' a@b.co' },
          { otp: '12345' },
          { otp: '1234567' },
          { otp: 'abcdef' },
          { otp: 123456 },
        ]),
      }
  }
}

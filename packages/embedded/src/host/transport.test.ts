import { ConnectAbortedError, en } from '@foyer/core'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { HANDSHAKE_TYPE } from '../protocol/constants.js'
import type { EmbeddedWalletError } from './errors.js'
import { createFrameTransport } from './transport.js'

// The host's transport against a stand-in frame: a fake iframe whose window gets the handshake, and a
// fake origin check. What is tested is the host's side of SPEC §4/§8: ready + 500 ms, the 20 s load timeout,
// the 30 s request timeout and its alert, ERROR without a message, an unverified or unreachable service.

type FrameBehaviour = {
  /** What the frame does with the handshake's port; nothing = a frame that never answers. */
  onHandshake?(port: MessagePort, targetOrigin: string): void
  /** Whether the iframe's load event fires. */
  loads?: boolean
  /** A frame whose window is gone by its load event. */
  windowless?: boolean
}

function fakeDocument(behaviour: FrameBehaviour) {
  const frames: { src: string; removed: boolean }[] = []
  const document = {
    body: {
      appendChild(frame: ReturnType<typeof makeFrame>) {
        frames.push(frame.record)
        if (behaviour.loads ?? true) setTimeout(() => frame.fire('load'), 10)
      },
    },
    createElement: () => makeFrame(),
  }
  function makeFrame() {
    const listeners = new Map<string, () => void>()
    const record = { src: '', removed: false }
    return {
      record,
      style: {},
      tabIndex: 0,
      title: '',
      set src(value: string) {
        record.src = value
      },
      setAttribute() {},
      addEventListener(type: string, listener: () => void) {
        listeners.set(type, listener)
      },
      remove() {
        record.removed = true
      },
      fire(type: string) {
        listeners.get(type)?.()
      },
      contentWindow: behaviour.windowless
        ? null
        : {
            postMessage(data: { type?: string }, targetOrigin: string, transfer: MessagePort[]) {
              const port = transfer[0]
              if (data.type === HANDSHAKE_TYPE && port) behaviour.onHandshake?.(port, targetOrigin)
            },
          },
    }
  }
  return { document: document as unknown as Document, frames }
}

/** A frame that answers the handshake, then each request with `answer`. */
function answeringFrame(answer: (message: { id: string; type: string }) => unknown) {
  return (port: MessagePort) => {
    port.onmessage = (event) => {
      const reply = answer(event.data)
      if (reply) port.postMessage(reply)
    }
    port.postMessage({ type: 'FRAME_READY', payload: { version: '1' } })
  }
}

const originCheck = (verified: boolean | Error, reason?: string, answered?: Promise<void>) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      await answered
      if (verified instanceof Error) throw verified
      return new Response(JSON.stringify({ verified, reason }), { status: 200 })
    }),
  )

const open: { port?: MessagePort }[] = []
beforeEach(() => originCheck(true))
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  for (const item of open.splice(0)) item.port?.close()
})

const transportWith = (behaviour: FrameBehaviour, documentWithout?: Document) => {
  const alerts: EmbeddedWalletError[] = []
  const fake = fakeDocument(behaviour)
  const { frames } = fake
  const document = documentWithout ?? fake.document
  const transport = createFrameTransport({
    authUrl: 'https://auth.example',
    projectId: 'p1',
    chainId: 1,
    document,
    onAlert: (error) => alerts.push(error),
  })
  return { transport, alerts, frames }
}

test('the frame URL carries projectId, chainId, version and enableLogger; the handshake goes to its origin only', async () => {
  let target = ''
  const { transport, frames } = transportWith({
    onHandshake: (port, origin) => {
      target = origin
      open.push({ port })
      answeringFrame(() => undefined)(port)
    },
  })
  await transport.ready()
  const url = new URL(frames[0]?.src ?? '')
  expect(url.origin + url.pathname).toBe('https://auth.example/frame')
  expect(Object.fromEntries(url.searchParams)).toEqual({
    projectId: 'p1',
    chainId: '1',
    version: '1',
    enableLogger: 'false',
  })
  expect(target).toBe('https://auth.example')
})

test('a host that names no chain (Solana only) leaves chainId out: the auth service starts the frame on its default', async () => {
  const fake = fakeDocument({
    onHandshake: (port) => {
      open.push({ port })
      answeringFrame(() => undefined)(port)
    },
  })
  const transport = createFrameTransport({
    authUrl: 'https://auth.example',
    projectId: 'p1',
    document: fake.document,
  })
  await transport.ready()
  const url = new URL(fake.frames[0]?.src ?? '')
  expect(url.searchParams.has('chainId')).toBe(false)
  expect(url.searchParams.get('projectId')).toBe('p1')
})

test('SPEC §4: ready, then a 500 ms pause before the first request; SUCCESS resolves, ERROR rejects', async () => {
  const sent: number[] = []
  let readyAt = 0
  const { transport } = transportWith({
    onHandshake: (port) => {
      open.push({ port })
      answeringFrame((message) => {
        sent.push(Date.now())
        return message.type === 'GET_CHAIN_ID'
          ? { id: message.id, type: 'GET_CHAIN_ID_SUCCESS', payload: { chainId: 1 } }
          : { id: message.id, type: `${message.type}_ERROR`, payload: {} }
      })(port)
      readyAt = Date.now()
    },
  })
  await expect(transport.request('GET_CHAIN_ID', {})).resolves.toEqual({ chainId: 1 })
  expect((sent[0] ?? 0) - readyAt).toBeGreaterThanOrEqual(490)
  await expect(transport.request('SIGN_OUT', {})).rejects.toThrow(en.embeddedWalletErrorOccurred)
})

test('SPEC §8: a frame that never becomes ready fails after 20 s with IFRAME_LOAD_FAILED', async () => {
  vi.useFakeTimers()
  const { transport, alerts, frames } = transportWith({ loads: false })
  const ready = transport.ready()
  ready.catch(() => {})
  await vi.advanceTimersByTimeAsync(19_999)
  expect(alerts).toEqual([])
  await vi.advanceTimersByTimeAsync(1)
  await expect(ready).rejects.toThrow(en.embeddedWalletNetworkError)
  expect(alerts.map((alert) => alert.alert)).toEqual(['IFRAME_LOAD_FAILED'])
  expect(frames[0]?.removed).toBe(true)
})

test('SPEC §8: a connect request unanswered for 30 s raises IFRAME_REQUEST_TIMEOUT', async () => {
  const { transport, alerts } = transportWith({
    onHandshake: (port) => {
      open.push({ port })
      answeringFrame(() => undefined)(port)
    },
  })
  await transport.ready()
  vi.useFakeTimers()
  const request = transport.request('CONNECT_EMAIL', { email: 'a@b.co' })
  request.catch(() => {})
  await vi.advanceTimersByTimeAsync(30_000)
  await expect(request).rejects.toThrow(en.embeddedWalletRequestTimedOut)
  expect(alerts.map((alert) => alert.alert)).toEqual(['IFRAME_REQUEST_TIMEOUT'])
})

test('an origin the project does not allow hears UNVERIFIED_DOMAIN at once', async () => {
  originCheck(false)
  const { transport, alerts } = transportWith({})
  await expect(transport.ready()).rejects.toThrow(en.invalidAppConfiguration)
  expect(alerts.map((alert) => alert.alert)).toEqual(['UNVERIFIED_DOMAIN'])
})

const REFUSAL =
  "The embedded wallet refuses this page: http://localhost:3000 is not among project 'p1'’s allowed origins. To allow it: FOYER_APP_ORIGINS=http://localhost:3000 npm start"

test('the refusal says what the service said: which origin, and how to allow it (the console shows it)', async () => {
  originCheck(false, REFUSAL)
  const { transport, alerts } = transportWith({})
  await expect(transport.ready()).rejects.toThrow(en.invalidAppConfiguration)
  expect(alerts.map((alert) => alert.details)).toEqual([REFUSAL])
})

test('the frame refusing the handshake first: the refusal still carries the service’s sentence', async () => {
  let handshake = () => {}
  originCheck(false, REFUSAL, new Promise<void>((resolve) => (handshake = resolve)))
  const { transport, alerts } = transportWith({
    onHandshake: (port) => {
      port.postMessage({ type: 'UNVERIFIED_DOMAIN', payload: {} })
      handshake()
    },
  })
  await expect(transport.ready()).rejects.toThrow(en.invalidAppConfiguration)
  expect(alerts.map((alert) => [alert.alert, alert.details])).toEqual([
    ['UNVERIFIED_DOMAIN', REFUSAL],
  ])
})

test('an auth service that is down: IFRAME_LOAD_FAILED, and the next request tries again', async () => {
  originCheck(new TypeError('fetch failed'))
  const behaviour: FrameBehaviour = {}
  const { transport, alerts, frames } = transportWith(behaviour)
  await expect(transport.ready()).rejects.toThrow(en.embeddedWalletNetworkError)
  expect(alerts.map((alert) => alert.alert)).toEqual(['IFRAME_LOAD_FAILED'])
  // The service is back: the same transport loads a new frame.
  originCheck(true)
  behaviour.onHandshake = (port) => {
    open.push({ port })
    answeringFrame(() => undefined)(port)
  }
  await expect(transport.ready()).resolves.toBeUndefined()
  expect(frames.map((frame) => frame.removed)).toEqual([true, false])
})

test('answers to ids nobody asked for, or a second answer to one id, are ignored', async () => {
  let framePort: MessagePort | undefined
  const { transport } = transportWith({
    onHandshake: (port) => {
      framePort = port
      open.push({ port })
      answeringFrame((message) => {
        // Answer twice: the second must change nothing.
        port.postMessage({ id: message.id, type: 'GET_CHAIN_ID_SUCCESS', payload: { chainId: 5 } })
        return { id: message.id, type: 'GET_CHAIN_ID_SUCCESS', payload: { chainId: 6 } }
      })(port)
    },
  })
  await transport.ready()
  framePort?.postMessage({
    id: 'f'.repeat(32),
    type: 'GET_CHAIN_ID_SUCCESS',
    payload: { chainId: 9 },
  })
  await expect(transport.request('GET_CHAIN_ID', {})).resolves.toEqual({ chainId: 5 })
})

/** A transport whose frame is ready but answers nothing (it takes its time). */
async function readySilentFrame() {
  const { transport } = transportWith({
    onHandshake: (port) => {
      open.push({ port })
      answeringFrame(() => undefined)(port)
    },
  })
  await transport.ready()
  return transport
}

test("SPEC §8: an aborted RPC request says 'Request was aborted', any other aborted request 'Something went wrong'", async () => {
  const transport = await readySilentFrame()
  const aborted = async (type: 'RPC_REQUEST' | 'CONNECT_EMAIL', reason?: unknown) => {
    const controller = new AbortController()
    const payload =
      type === 'RPC_REQUEST' ? { method: 'eth_blockNumber', chainId: 1 } : { email: 'a@b.example' }
    const request = transport.request(type, payload as never, { signal: controller.signal })
    controller.abort(reason)
    return request.catch((error: unknown) => error)
  }
  expect(await aborted('RPC_REQUEST')).toMatchObject({
    name: 'RequestAbortedError',
    shortMessage: 'Request was aborted',
  })
  expect(await aborted('CONNECT_EMAIL')).toMatchObject({
    name: 'EmbeddedWalletError',
    shortMessage: 'Something went wrong',
    code: 'ABORTED',
  })
  // A bare reason is the cause; a Foyer error the abort carries is kept as it is.
  const bare = new Error('the host gave up')
  expect(await aborted('CONNECT_EMAIL', bare)).toMatchObject({ cause: bare })
  const connectAborted = new ConnectAbortedError()
  expect(await aborted('CONNECT_EMAIL', connectAborted)).toBe(connectAborted)
  expect(connectAborted.shortMessage).toBe('Something went wrong')
})

test("SPEC §8's frame texts: no document or no frame window is 'W3mFrame: iframe is not set'", async () => {
  const noBody = transportWith({}, {} as Document).transport
  await expect(noBody.ready()).rejects.toMatchObject({
    name: 'EmbeddedWalletError',
    shortMessage: 'W3mFrame: iframe is not set',
  })
  const windowless = transportWith({ windowless: true }).transport
  await expect(windowless.ready()).rejects.toThrow('W3mFrame: iframe is not set')
})

test("SPEC §8's frame texts: a destroyed transport is 'W3mFrame: iframe is not set', a request that lost its channel 'W3mFrame: parent is not set'", async () => {
  const transport = await readySilentFrame()
  // Unanswered when the transport is destroyed: rejected, not left waiting for its timeout.
  const waiting = transport.request('GET_CHAIN_ID', {})
  await new Promise((resolve) => setTimeout(resolve, 0))
  // Asked while ready, destroyed before its turn: its channel is gone.
  const racing = transport.request('GET_CHAIN_ID', {})
  transport.destroy()
  await expect(waiting).rejects.toThrow('W3mFrame: iframe is not set')
  await expect(racing).rejects.toMatchObject({
    name: 'EmbeddedWalletError',
    shortMessage: 'W3mFrame: parent is not set',
  })
  await expect(transport.request('GET_CHAIN_ID', {})).rejects.toThrow('W3mFrame: iframe is not set')
})

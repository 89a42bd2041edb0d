import { HANDSHAKE_TYPE, PROTOCOL_VERSION, REQUEST_ID } from '../protocol/constants.js'
import {
  APP_EVENT_TYPES,
  type AppEventType,
  isRefusal,
  parseAppMessage,
} from '../protocol/messages.js'

type Handler = (payload: never) => Promise<object>

/** Ids answered lately, so a replayed request is never served twice. */
const REMEMBERED_IDS = 4096

/**
 * The frame's side of the channel (SPEC §4): it answers nothing until its parent hands it a port in the
 * handshake, and only a parent whose origin the project allows (checked against the allowed origins the auth
 * service wrote into the page; the browser vouches for `event.origin`). Another origin gets UNVERIFIED_DOMAIN
 * on the port it offered and nothing else. After that, requests come over the port only, each checked
 * against the protocol's strict schemas; each id is served once.
 */
export function startFrameChannel({
  allowedOrigins,
  handlers,
  win = window,
  log = () => {},
  onParent,
}: {
  allowedOrigins: readonly string[]
  handlers: Record<AppEventType, Handler>
  win?: Window | undefined
  log?: ((...args: unknown[]) => void) | undefined
  /** Told the parent's origin once the handshake is accepted. */
  onParent?: ((origin: string) => void) | undefined
}): () => void {
  let port: MessagePort | undefined
  const served = new Set<string>()

  async function handle(data: unknown) {
    const message = parseAppMessage(data)
    if (isRefusal(message)) {
      log('refused a message:', message.reason)
      // A well-addressed request with a bad payload is answered, so the host does not wait 30 s for nothing.
      const { id, type } = (data ?? {}) as { id?: unknown; type?: unknown }
      if (
        typeof id === 'string' &&
        REQUEST_ID.test(id) &&
        APP_EVENT_TYPES.includes(type as AppEventType) &&
        !served.has(id)
      ) {
        remember(id)
        port?.postMessage({
          id,
          type: `${type}_ERROR`,
          payload: { message: 'The request was malformed' },
        })
      }
      return
    }
    if (served.has(message.id)) return log('refused a replayed id')
    remember(message.id)
    try {
      const result = await handlers[message.type](message.payload as never)
      port?.postMessage({ id: message.id, type: `${message.type}_SUCCESS`, payload: result })
    } catch (error) {
      const text = error instanceof Error ? error.message : undefined
      const code = (error as { code?: unknown } | null)?.code
      port?.postMessage({
        id: message.id,
        type: `${message.type}_ERROR`,
        payload: {
          ...(text ? { message: text.slice(0, 1000) } : {}),
          ...(Number.isInteger(code) ? { code } : {}),
        },
      })
    }
  }

  function remember(id: string) {
    served.add(id)
    if (served.size > REMEMBERED_IDS) served.delete(served.values().next().value as string)
  }

  function onHandshake(event: MessageEvent) {
    if (win.parent === win || event.source !== win.parent) return
    const data = event.data as { type?: unknown } | null
    if (!data || typeof data !== 'object' || data.type !== HANDSHAKE_TYPE) return
    const offered = event.ports[0]
    if (!offered) return
    // An opaque origin ('null': a sandboxed or data: page) is never a page a project can allow.
    if (event.origin === 'null' || !allowedOrigins.includes(event.origin)) {
      log('refused the parent origin', event.origin)
      offered.postMessage({ type: 'UNVERIFIED_DOMAIN', payload: {} })
      offered.close()
      return
    }
    // One channel per frame page: a second handshake (another script of the page) gets nothing.
    if (port) return offered.close()
    port = offered
    onParent?.(event.origin)
    port.onmessage = (message) => void handle(message.data)
    port.postMessage({ type: 'FRAME_READY', payload: { version: PROTOCOL_VERSION } })
  }

  win.addEventListener('message', onHandshake)
  return () => {
    win.removeEventListener('message', onHandshake)
    port?.close()
  }
}

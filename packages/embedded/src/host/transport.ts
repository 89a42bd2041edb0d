import { BaseError, RequestAbortedError } from '@foyer/core'
import {
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_READY_PAUSE_MS,
  FRAME_REQUEST_TIMEOUT_MS,
  HANDSHAKE_TYPE,
  PROTOCOL_VERSION,
} from '../protocol/constants.js'
import {
  type AppEventPayload,
  type AppEventResult,
  type AppEventType,
  isRefusal,
  parseFrameMessage,
} from '../protocol/messages.js'
import {
  EmbeddedWalletError,
  frameError,
  frameLoadFailed,
  requestTimedOut,
  unverifiedDomain,
} from './errors.js'
import { newRequestId } from './requestId.js'

export type FrameTransportOptions = {
  /** The auth service's base URL; the frame page is `{authUrl}/frame`. */
  authUrl: string
  projectId: string
  /**
   * The EVM chain the frame starts on (SPEC §7: a query parameter of the frame's URL). Absent: the auth
   * service's default chain — what a host without EVM networks asks (its Solana requests name their cluster).
   */
  chainId?: number | string | undefined
  enableLogger?: boolean | undefined
  /** Told of every alert a failure raises (IFRAME_LOAD_FAILED, IFRAME_REQUEST_TIMEOUT, UNVERIFIED_DOMAIN). */
  onAlert?(error: EmbeddedWalletError): void
  /** For tests: the document to put the frame in. */
  document?: Document | undefined
}

/** The host's side of the embedded wallet's channel. */
export type FrameTransport = {
  /** Creates the frame (once) and resolves when it is ready for requests. */
  ready(): Promise<void>
  /** Sends an app event and resolves with its SUCCESS payload, or rejects with its ERROR. */
  request<T extends AppEventType>(
    type: T,
    payload: AppEventPayload<T>,
    options?: { signal?: AbortSignal | undefined },
  ): Promise<AppEventResult<T>>
  /** The wallet's approval page for a prepared request: its URL, and the origin it answers from. */
  approvalPage(approvalId: string): { src: string; origin: string }
  /** The passkey page of a ceremony the frame prepared (PREPARE_PASSKEY), to show inside the modal. */
  passkeyPage(ceremonyId: string): { src: string; origin: string }
  /** Removes the frame and rejects what is still waiting. */
  destroy(): void
}

/** SPEC §8: these requests raise IFRAME_REQUEST_TIMEOUT when the frame does not answer in 30 s. */
const ALERTING_TIMEOUTS: ReadonlySet<AppEventType> = new Set([
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
])

/**
 * Requests that wait on the visitor elsewhere, with their own limit: CONNECT_FARCASTER answers once the
 * visitor has signed in their Farcaster client (the sign-in lasts 10 minutes at the auth service).
 */
const VISITOR_WAITS: Partial<Record<AppEventType, number>> = {
  CONNECT_FARCASTER: 11 * 60_000,
  // The frame drops a request the visitor has not decided on in 10 minutes (APPROVAL_LIFETIME_MS).
  AWAIT_APPROVAL: 11 * 60_000,
  // A passkey ceremony waits for the visitor's click and the browser's passkey dialog.
  AWAIT_PASSKEY: 11 * 60_000,
}

type Waiting = {
  type: AppEventType
  resolve(payload: unknown): void
  reject(error: Error): void
}

/**
 * The channel to the embedded wallet's frame (SPEC §4 'Embedded wallet flow'): the frame page is loaded
 * from the auth service's origin in a hidden iframe; once it has loaded, the host hands it one end of a
 * MessageChannel, posted to that origin only (never '*'). The frame checks the page's origin against the
 * project's allowed origins before it answers anything; then every request and answer goes over the port,
 * and every answer is checked against the protocol's strict schemas. In parallel the auth service is asked
 * whether it allows this origin, so a refused page hears UNVERIFIED_DOMAIN at once instead of timing out.
 */
export function createFrameTransport(options: FrameTransportOptions): FrameTransport {
  const authOrigin = new URL(options.authUrl).origin
  const waiting = new Map<string, Waiting>()
  let port: MessagePort | undefined
  let iframe: HTMLIFrameElement | undefined
  let readiness: Promise<void> | undefined
  let destroyed = false
  const log = (...args: unknown[]) => {
    if (options.enableLogger) console.debug('[foyer embedded]', ...args)
  }

  const fail = (error: EmbeddedWalletError) => {
    if (error.alert) options.onAlert?.(error)
    return error
  }

  function onMessage(event: MessageEvent) {
    const message = parseFrameMessage(event.data, (id) => waiting.get(id)?.type)
    if (isRefusal(message)) return log('refused a message from the frame:', message.reason)
    if (message.type === 'FRAME_READY' || message.type === 'UNVERIFIED_DOMAIN') return
    const request = waiting.get(message.id)
    if (!request) return
    // An id is answered once: a replayed answer finds nothing waiting.
    waiting.delete(message.id)
    if (message.type.endsWith('_ERROR'))
      request.reject(
        frameError(
          (message.payload as { message?: string }).message,
          (message.payload as { code?: number }).code,
        ),
      )
    else request.resolve(message.payload)
  }

  function load(): Promise<void> {
    const doc = options.document ?? (typeof document === 'undefined' ? undefined : document)
    if (!doc?.body)
      return Promise.reject(new EmbeddedWalletError({ key: 'embeddedWalletIframeNotSet' }))
    const url = new URL('/frame', options.authUrl)
    url.search = new URLSearchParams({
      projectId: options.projectId,
      ...(options.chainId === undefined ? {} : { chainId: String(options.chainId) }),
      version: PROTOCOL_VERSION,
      enableLogger: String(!!options.enableLogger),
    }).toString()

    const frame = doc.createElement('iframe')
    iframe = frame
    frame.src = url.toString()
    frame.title = 'Foyer embedded wallet'
    frame.setAttribute('aria-hidden', 'true')
    frame.tabIndex = -1
    // Set through the CSSOM, which a strict Content-Security-Policy allows (a style attribute it would not).
    Object.assign(frame.style, {
      position: 'fixed',
      width: '0',
      height: '0',
      border: '0',
      opacity: '0',
      pointerEvents: 'none',
    })

    return new Promise<void>((resolve, reject) => {
      let settled = false
      const settle = (error?: EmbeddedWalletError) => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        if (error) {
          frame.remove()
          reject(fail(error))
        } else resolve()
      }
      const timer = setTimeout(
        () => settle(frameLoadFailed('The embedded wallet did not become ready in 20 s')),
        FRAME_LOAD_TIMEOUT_MS,
      )

      const check = checkOrigin(options, authOrigin)
      check.then(
        ({ verified, reason }) => !verified && settle(unverifiedDomain(reason)),
        (cause) => settle(frameLoadFailed(cause instanceof Error ? cause.message : undefined)),
      )

      frame.addEventListener('load', () => {
        if (settled) return
        const target = frame.contentWindow
        if (!target) return settle(new EmbeddedWalletError({ key: 'embeddedWalletIframeNotSet' }))
        const channel = new MessageChannel()
        channel.port1.onmessage = (event) => {
          const message = parseFrameMessage(event.data, () => undefined)
          if (isRefusal(message)) return log('refused before ready:', message.reason)
          // The service's answer says which origin was refused and how to allow it: wait for it.
          if (message.type === 'UNVERIFIED_DOMAIN')
            return void check.then(
              ({ reason }) => settle(unverifiedDomain(reason)),
              () => settle(unverifiedDomain()),
            )
          if (message.type !== 'FRAME_READY') return
          channel.port1.onmessage = onMessage
          port = channel.port1
          log('frame ready', message.payload.version)
          // SPEC §4: ready, plus a 500 ms pause before the first request.
          setTimeout(() => settle(), FRAME_READY_PAUSE_MS)
        }
        // Posted to the auth service's origin only: if anything else is in the frame, it gets nothing.
        target.postMessage({ type: HANDSHAKE_TYPE, version: PROTOCOL_VERSION }, authOrigin, [
          channel.port2,
        ])
      })
      doc.body.appendChild(frame)
    })
  }

  return {
    ready() {
      if (destroyed)
        return Promise.reject(new EmbeddedWalletError({ key: 'embeddedWalletIframeNotSet' }))
      readiness ??= load().catch((error: unknown) => {
        // A failed load may be retried by the next request (the network may be back).
        readiness = undefined
        throw error
      })
      return readiness
    },

    async request(type, payload, { signal } = {}) {
      await this.ready()
      const channel = port
      if (!channel) throw new EmbeddedWalletError({ key: 'embeddedWalletParentNotSet' })
      const id = newRequestId()
      return new Promise((resolve, reject) => {
        const done = () => {
          clearTimeout(timer)
          signal?.removeEventListener('abort', onAbort)
        }
        const timer = setTimeout(() => {
          waiting.delete(id)
          done()
          reject(
            ALERTING_TIMEOUTS.has(type)
              ? fail(requestTimedOut(type))
              : new EmbeddedWalletError(
                  { key: 'embeddedWalletRequestTimedOut' },
                  { details: type },
                ),
          )
        }, VISITOR_WAITS[type] ?? FRAME_REQUEST_TIMEOUT_MS)
        const onAbort = () => {
          waiting.delete(id)
          done()
          reject(abortError(type, signal?.reason))
        }
        if (signal?.aborted) return onAbort()
        signal?.addEventListener('abort', onAbort, { once: true })
        waiting.set(id, {
          type,
          resolve: (value) => {
            done()
            resolve(value as AppEventResult<typeof type>)
          },
          reject: (error) => {
            done()
            reject(error)
          },
        })
        log('→', type)
        channel.postMessage({ id, type, payload })
      })
    },

    approvalPage(approvalId) {
      const url = new URL('/frame/approve', options.authUrl)
      url.search = new URLSearchParams({ projectId: options.projectId, approvalId }).toString()
      return { src: url.toString(), origin: authOrigin }
    },

    passkeyPage(ceremonyId) {
      const url = new URL('/frame/passkey', options.authUrl)
      url.search = new URLSearchParams({ projectId: options.projectId, ceremonyId }).toString()
      return { src: url.toString(), origin: authOrigin }
    },

    destroy() {
      destroyed = true
      port?.close()
      // A request that was waiting for readiness finds no channel: 'parent is not set', at once, rather than
      // a message posted on a closed port and a 30 s timeout.
      port = undefined
      iframe?.remove()
      for (const [id, request] of waiting) {
        waiting.delete(id)
        request.reject(new EmbeddedWalletError({ key: 'embeddedWalletIframeNotSet' }))
      }
    },
  }
}

/**
 * SPEC §8: an aborted RPC request says 'Request was aborted', any other aborted request 'Something went
 * wrong'. A Foyer error the abort carries (the connect flow's, the approval's) is already the right one; a
 * bare reason (`controller.abort()`'s DOMException) becomes its cause.
 */
function abortError(type: AppEventType, reason: unknown): BaseError {
  if (reason instanceof BaseError) return reason
  return type === 'RPC_REQUEST'
    ? new RequestAbortedError({ cause: reason })
    : new EmbeddedWalletError({ key: 'somethingWentWrong' }, { cause: reason, code: 'ABORTED' })
}

/** Asks the auth service whether the project allows this page's origin (it reads the request's Origin). */
/** The auth service's word on this page's origin: verified, or not and why (its refused origin, how to allow it). */
async function checkOrigin(
  options: FrameTransportOptions,
  authOrigin: string,
): Promise<{ verified: boolean; reason?: string | undefined }> {
  const url = new URL('/v1/origin-check', authOrigin)
  url.searchParams.set('projectId', options.projectId)
  const response = await fetch(url, { credentials: 'omit' })
  if (!response.ok) throw new Error(`origin check answered ${response.status}`)
  const body = (await response.json()) as { verified?: unknown; reason?: unknown }
  // The service's sentence goes to the console and the alert's details: text only, of a sane length.
  const reason = typeof body.reason === 'string' ? body.reason.slice(0, 600) : undefined
  return { verified: body.verified === true, reason }
}

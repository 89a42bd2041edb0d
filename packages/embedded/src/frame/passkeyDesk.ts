import {
  type Ceremony,
  type PasskeyGetOptions,
  type PasskeyMessage,
  parsePasskeyMessage,
  passkeyChannelName,
} from '../passkey/protocol.js'
import { FrameRequestError } from './frameRequestError.js'

/** What the page asks the browser for a ceremony (one of the two). */
export type CeremonyOptions = { get: PasskeyGetOptions } | { create: Record<string, unknown> }

/** The browser's answer, as the page sent it. */
export type CeremonyAnswer = Extract<PasskeyMessage, { type: 'finish' }>

/** A ceremony the frame runs: fresh options for each try, and what the browser's answer does. */
export type PreparedCeremony = {
  ceremony: Ceremony
  begin(): Promise<CeremonyOptions>
  finish(answer: CeremonyAnswer): Promise<void>
}

/** How long a prepared ceremony waits for the visitor. */
const CEREMONY_LIFETIME_MS = 10 * 60_000
const MAX_PENDING = 4

type Pending = {
  prepared: PreparedCeremony
  busy: boolean
  expiry: ReturnType<typeof setTimeout>
  done: Promise<void>
  resolve(): void
  reject(error: Error): void
}

const randomId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')

/**
 * The frame's passkey ceremonies (docs/embedded-wallet.md 'Passkeys'), like its approval desk: each waits
 * under a fresh id until the passkey page of the wallet's origin asks for its options and brings the
 * browser's answer — over the origin's BroadcastChannel, never over the host's port. The host can prepare,
 * wait and cancel; only the page, after the visitor's click and the browser's own passkey dialog, finishes.
 */
export function createPasskeyDesk({
  projectId,
  channel = new BroadcastChannel(passkeyChannelName(projectId)),
}: {
  projectId: string
  channel?: Pick<BroadcastChannel, 'postMessage' | 'addEventListener' | 'close'> | undefined
}) {
  const pending = new Map<string, Pending>()
  const post = (message: PasskeyMessage) => channel.postMessage(message)

  function end(ceremonyId: string, outcome: 'done' | 'cancelled', error?: Error) {
    const entry = pending.get(ceremonyId)
    if (!entry) return
    pending.delete(ceremonyId)
    clearTimeout(entry.expiry)
    post({ type: 'settled', ceremonyId, outcome })
    if (outcome === 'done') entry.resolve()
    else entry.reject(error ?? new FrameRequestError('The passkey request was cancelled', 4001))
  }

  const cancelAll = () => {
    for (const ceremonyId of [...pending.keys()]) end(ceremonyId, 'cancelled')
  }

  channel.addEventListener('message', (event) => {
    const message = parsePasskeyMessage((event as MessageEvent).data)
    if (!message || (message.type !== 'begin' && message.type !== 'finish')) return
    const { ceremonyId } = message
    const entry = pending.get(ceremonyId)
    if (!entry) return post({ type: 'settled', ceremonyId, outcome: 'unknown' })
    if (entry.busy) return
    entry.busy = true
    const work =
      message.type === 'begin'
        ? entry.prepared
            .begin()
            .then((options) =>
              post({ type: 'options', ceremonyId, ceremony: entry.prepared.ceremony, ...options }),
            )
        : entry.prepared.finish(message).then(() => end(ceremonyId, 'done'))
    work
      .catch((error: unknown) => {
        // A refusal (a closed dialog, an unknown passkey) keeps the ceremony: the visitor may try again.
        const text = error instanceof Error ? error.message.slice(0, 1000) : 'Something went wrong'
        post({ type: 'settled', ceremonyId, outcome: 'failed', message: text })
      })
      .finally(() => {
        entry.busy = false
      })
  })

  return {
    prepare(prepared: PreparedCeremony): string {
      if (pending.size >= MAX_PENDING)
        throw new FrameRequestError('Too many passkey requests wait for the visitor', 4001)
      const ceremonyId = randomId()
      let resolve = () => {}
      let reject: (error: Error) => void = () => {}
      const done = new Promise<void>((yes, no) => {
        resolve = yes
        reject = no
      })
      done.catch(() => {})
      const expiry = setTimeout(() => end(ceremonyId, 'cancelled'), CEREMONY_LIFETIME_MS)
      pending.set(ceremonyId, { prepared, busy: false, expiry, done, resolve, reject })
      return ceremonyId
    },
    /** Settles when the ceremony is done; rejects with 4001 when cancelled or expired. */
    wait(ceremonyId: string): Promise<void> {
      const entry = pending.get(ceremonyId)
      if (!entry) throw new FrameRequestError('No such passkey request', 4001)
      return entry.done
    },
    cancel(ceremonyId: string): void {
      end(ceremonyId, 'cancelled')
    },
    cancelAll,
    /** Ends every ceremony and leaves the channel (tests; the frame's lives as long as its page). */
    close(): void {
      cancelAll()
      channel.close()
    },
  }
}

export type PasskeyDesk = ReturnType<typeof createPasskeyDesk>

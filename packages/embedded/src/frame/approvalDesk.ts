import {
  type ApprovalMessage,
  type ApprovalView,
  approvalChannelName,
  parseApprovalMessage,
} from '../approval/protocol.js'
import { FrameRequestError } from './frameRequestError.js'

/** A signing request the frame has prepared: what it shows, and the work a "yes" releases. */
export type PreparedRequest = { view: ApprovalView; run(): Promise<unknown> }

/** How long a prepared request waits for the visitor before it is dropped (declined). */
export const APPROVAL_LIFETIME_MS = 10 * 60_000
/** At most this many requests wait at once; more are refused (a page cannot pile them up). */
const MAX_PENDING = 20

type Pending = {
  view: ApprovalView
  state: 'waiting' | 'running'
  /** Settles with the request's result once the visitor approved and the work is done. */
  result: Promise<unknown>
  decide(approve: boolean): void
  cancel(): void
  awaited: boolean
}

const declined = (message = 'The visitor declined the request') =>
  new FrameRequestError(message, 4001)

/**
 * The frame's approval desk (docs/embedded-wallet.md 'Approval'): every signing request waits here under a
 * fresh random id until the visitor decides in the approval page — a document of the wallet's own origin
 * that the host shows inside the modal. The decision arrives only over the origin's BroadcastChannel, never
 * over the host's port: the host can prepare, wait and cancel; it cannot approve.
 */
export function createApprovalDesk({
  projectId,
  channel = new BroadcastChannel(approvalChannelName(projectId)),
  log = () => {},
}: {
  projectId: string
  channel?: Pick<BroadcastChannel, 'postMessage' | 'addEventListener' | 'close'> | undefined
  log?: ((...args: unknown[]) => void) | undefined
}) {
  const pending = new Map<string, Pending>()
  const post = (message: ApprovalMessage) => channel.postMessage(message)

  channel.addEventListener('message', (event) => {
    const message = parseApprovalMessage((event as MessageEvent).data)
    if (!message) return log('refused an approval message')
    const entry = pending.get(message.approvalId)
    if (message.type === 'open') {
      if (!entry)
        return post({ type: 'settled', approvalId: message.approvalId, outcome: 'unknown' })
      return post({ type: 'show', approvalId: message.approvalId, view: entry.view })
    }
    if (message.type === 'decide' && entry?.state === 'waiting') entry.decide(message.approve)
  })

  function settle(
    approvalId: string,
    outcome: 'done' | 'declined' | 'failed' | 'cancelled',
    error?: unknown,
  ) {
    pending.delete(approvalId)
    const message = error instanceof Error ? error.message.slice(0, 1000) : undefined
    post({ type: 'settled', approvalId, outcome, ...(message ? { message } : {}) })
  }

  return {
    /** Holds `request` for the visitor; the id is the frame's own, from its CSPRNG. */
    prepare(request: PreparedRequest): string {
      if (pending.size >= MAX_PENDING)
        throw new FrameRequestError('Too many requests wait for the visitor', 4001)
      const approvalId = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
        byte.toString(16).padStart(2, '0'),
      ).join('')
      let decide: (approve: boolean) => void = () => {}
      let cancel: () => void = () => {}
      let cancelled = false
      const decision = new Promise<void>((resolve, reject) => {
        decide = (approve) => (approve ? resolve() : reject(declined()))
        cancel = () => {
          cancelled = true
          reject(declined('The request was cancelled'))
        }
      })
      const timer = setTimeout(() => entry.cancel(), APPROVAL_LIFETIME_MS)
      const entry: Pending = {
        view: request.view,
        state: 'waiting',
        awaited: false,
        decide: (approve) => decide(approve),
        cancel: () => cancel(),
        result: decision.then(
          async () => {
            entry.state = 'running'
            try {
              const result = await request.run()
              settle(approvalId, 'done')
              return result
            } catch (error) {
              settle(approvalId, 'failed', error)
              throw error
            }
          },
          (error: unknown) => {
            settle(approvalId, cancelled ? 'cancelled' : 'declined')
            throw error
          },
        ),
      }
      entry.result.then(
        () => clearTimeout(timer),
        () => clearTimeout(timer),
      )
      pending.set(approvalId, entry)
      log('approval waits', request.view.method)
      return approvalId
    },
    /** The request's result once the visitor approved and it ran; 4001 when declined or cancelled. */
    async wait(approvalId: string): Promise<unknown> {
      const entry = pending.get(approvalId)
      if (!entry || entry.awaited) throw declined('No such request waits for the visitor')
      entry.awaited = true
      return entry.result
    },
    /** The host withdrew the request (its modal closed, the dapp gave up). Running work is not stopped. */
    cancel(approvalId: string): void {
      const entry = pending.get(approvalId)
      if (entry?.state === 'waiting') entry.cancel()
    },
    /** Every request still waiting is declined (sign-out). */
    cancelAll(): void {
      for (const entry of pending.values()) if (entry.state === 'waiting') entry.cancel()
    },
    close: () => channel.close(),
  }
}

export type ApprovalDesk = ReturnType<typeof createApprovalDesk>

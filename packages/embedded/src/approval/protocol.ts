import type { ApprovalField, ApprovalSummary } from '@foyer/core'
import {
  boolean,
  type InferOutput,
  literal,
  maxLength,
  optional,
  pipe,
  regex,
  safeParse,
  strictObject,
  string,
  union,
  unknown,
} from 'valibot'

// How the wallet frame (hidden, holds the key) and the approval page (visible inside the modal, takes the
// visitor's click) talk: a BroadcastChannel of the auth service's origin. Only documents of that origin,
// embedded in the same top-level site (browsers partition the channel by it), can post on it; the host
// page cannot. Every message is checked against these shapes before anything is done with it.

/** The channel's name, per project (a project's frames never hear another's). */
export const approvalChannelName = (projectId: string) => `foyer-approval:${projectId}`

/** An approval's id: 32 hex characters from the frame's CSPRNG. */
export const APPROVAL_ID = /^[0-9a-f]{32}$/

const approvalId = pipe(string(), regex(APPROVAL_ID))

/** What the approval page shows: who asks, on which network, and what exactly will be signed. */
export type ApprovalView = {
  /** The page that asked (the origin the wallet frame verified at its handshake). */
  origin: string
  method: string
  /** The network's name, or the Solana cluster's. */
  network: string
  /** The request, decoded from the bytes the frame will sign. */
  summary: ApprovalSummary | ApprovalSummary[]
  /** Gas limit, fee caps, nonce; a Solana transaction's compute-unit price and limit. */
  details: ApprovalField[]
  /** What the visitor must not miss (an unlimited token approval, a permit…). */
  warnings: string[]
}

const messages = {
  /** The approval page asks for the request it was opened for. */
  open: strictObject({ type: literal('open'), approvalId }),
  /** The wallet frame that holds it answers with what to show. */
  show: strictObject({ type: literal('show'), approvalId, view: unknown() }),
  /** The visitor's decision, taken by a trusted click in the approval page. */
  decide: strictObject({ type: literal('decide'), approvalId, approve: boolean() }),
  /** How it ended: signed (or sent), refused, failed, or no longer there. */
  settled: strictObject({
    type: literal('settled'),
    approvalId,
    outcome: union([
      literal('done'),
      literal('declined'),
      literal('failed'),
      literal('cancelled'),
      literal('unknown'),
    ]),
    message: optional(pipe(string(), maxLength(1000))),
  }),
}

export type ApprovalMessage = {
  [K in keyof typeof messages]: InferOutput<(typeof messages)[K]>
}[keyof typeof messages]

/** The message, typed, or undefined when it is not one of the channel's. */
export function parseApprovalMessage(data: unknown): ApprovalMessage | undefined {
  for (const schema of Object.values(messages)) {
    const parsed = safeParse(schema, data)
    if (parsed.success) return parsed.output as ApprovalMessage
  }
  return undefined
}

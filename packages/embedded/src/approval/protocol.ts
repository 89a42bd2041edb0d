import type { ApprovalSummary } from '@foyer/core/adapter'
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

/**
 * A line of the request's details, named by a key of the page's texts (approval/texts) so that the page says
 * it in the visitor's language. Values are exact decimal strings the page formats for that language.
 */
export type ApprovalDetail =
  /** An address, as it is. */
  | { name: 'account' | 'smartAccount'; value: string }
  /**
   * A user operation's nonce key (ERC-4337: the EntryPoint counts a sequence per key), as hex; the `nonce`
   * beside it is then the sequence within that key, not the uint256 the two make.
   */
  | { name: 'nonceKey'; value: string }
  /** A whole number: a nonce (a user operation's: its sequence), a gas limit, a compute-unit limit. */
  | {
      name:
        | 'nonce'
        | 'gasLimit'
        | 'callGasLimit'
        | 'verificationGasLimit'
        | 'preVerificationGas'
        | 'paymasterGasLimit'
        | 'computeUnitLimit'
      value: string
    }
  /** Gwei per gas (fee caps), exact decimals. */
  | { name: 'maxFeePerGas' | 'maxPriorityFeePerGas'; value: string }
  /** An amount of the network's coin (the largest fee), exact decimals, with its symbol. */
  | { name: 'maxNetworkFee'; value: string; symbol: string }
  /** Who pays a user operation's gas: the app's paymaster, or the account in its network's coin. */
  | { name: 'gasPaidBy'; value: 'paymaster' | 'account'; symbol: string }
  /** A Solana transaction's compute-unit price, micro-lamports. */
  | { name: 'priorityFee'; value: string }

/** A token the request moves or lets another spend, as read from its contract: amounts are in its units. */
export type ApprovalToken = { symbol: string; decimals: number }

/** What the visitor must not miss, by the page's text for it. */
export type ApprovalWarning = 'unlimitedApproval' | 'permit' | 'sessionKey'

/** What the approval page shows: who asks, on which network, and what exactly will be signed. */
export type ApprovalView = {
  /** The page that asked (the origin the wallet frame verified at its handshake). */
  origin: string
  method: string
  /** The network's name, or the Solana cluster's. */
  network: string
  /** The request, decoded from the bytes the frame will sign. */
  summary: ApprovalSummary | ApprovalSummary[]
  /** Gas limits, fee caps, nonce, who pays; a Solana transaction's compute-unit price and limit. */
  details: ApprovalDetail[]
  /** What the visitor must not miss (an unlimited token approval, a permit…). */
  warnings: ApprovalWarning[]
  /**
   * The tokens the request names (its ERC-20 calls' contracts, a permission's token) by lowercased address,
   * so that the page says '1 fUSD', not 'amount 1000000' of a hex address. A token missing here is shown raw.
   */
  tokens?: Record<string, ApprovalToken> | undefined
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

import type { Namespace } from '../types/caip.js'

/** One labelled value of a decoded request, as the approval view lists it. */
export type ApprovalField = { name: string; value: string; fields?: ApprovalField[] | undefined }

/** A transaction's recipient, value and data, as the approval view shows it. */
export type ApprovalCall = {
  to: string | undefined
  /** The value in the native coin, as an exact decimal string, with its symbol. */
  value: string
  symbol: string
  data: string | undefined
  /** The decoded call, when the contract's function is known (ERC-20 transfer, approve…). */
  call?: { name: string; args: ApprovalField[] } | undefined
}

/**
 * What an unsafe request asks, in a form a person can check (the adapter that knows the chain decodes it):
 * a message to sign, typed data with its domain, or a transaction with its recipient, value and — when the
 * contract's ABI is known — the decoded call.
 */
export type ApprovalSummary =
  | { kind: 'message'; message: string }
  /** Several calls sent as one (EIP-5792 wallet_sendCalls): each shown like a transaction, in order. */
  | { kind: 'calls'; calls: ApprovalCall[] }
  /** A permission granted to another key, or taken back (ERC-7715): what it allows, for how long. */
  | { kind: 'permissions'; action: 'grant' | 'revoke'; fields: ApprovalField[] }
  | {
      kind: 'typedData'
      primaryType: string
      domain: ApprovalField[]
      message: ApprovalField[]
    }
  | ({ kind: 'transaction' } & ApprovalCall)
  | { kind: 'rawTransaction'; serialized: string }

/** What an adapter asks core to approve. */
export type ApprovalRequestInput = {
  method: string
  namespace: Namespace
  /** CAIP-2 id of the network the request runs on. */
  caipNetworkId?: string | undefined
  summary: ApprovalSummary
  /**
   * Set by a wallet that takes the decision in a document of its own origin (the embedded wallet): the
   * approval page the view shows in place of its own Approve button. The host can then only cancel.
   */
  walletFrame?: { src: string; origin: string } | undefined
}

/** An unsafe request waiting for the visitor in ApproveTransaction (SPEC §2, §4 'RPC flow'). */
export type ApprovalRequest = ApprovalRequestInput & {
  id: number
  /** `running` once approved, while the wallet signs or sends. */
  status: 'waiting' | 'running'
}

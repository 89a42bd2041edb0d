// EIP-5792 calls and ERC-7715 permissions as a host asks for them, chain-family neutral (addresses and data
// are strings; the adapter of the namespace knows their form).

/** One call of a batch (SPEC §3 wallet_sendCalls: `to`, optional `data`, `value`). */
export type WalletCall = { to: string; data?: string | undefined; value?: bigint | undefined }

/** Where a batch stands (EIP-5792 wallet_getCallsStatus, its status codes read). */
export type CallsStatus = {
  id: string
  status: 'pending' | 'success' | 'failure'
  /** Whether the calls ran all or nothing (a smart account's user operation). */
  atomic: boolean
  receipts: { transactionHash: string; status: 'success' | 'reverted' }[]
}

/**
 * A permission for another key (ERC-7715 wallet_grantPermissions): `signer` may transfer up to `allowance` of
 * `token` until `expiry` (Unix seconds), without asking the visitor again.
 */
export type PermissionRequest = {
  signer: string
  token: string
  allowance: bigint
  expiry: number
}

/** A granted permission: what was granted, the account it acts for, and the context to act with it. */
export type GrantedPermission = PermissionRequest & {
  account: string
  chainId: number | string
  permissionsContext: string
  /** The account's factory, when the wallet said (ERC-7715): a session key's operations need it. */
  factory?: string | undefined
}

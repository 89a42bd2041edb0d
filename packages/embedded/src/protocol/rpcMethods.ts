import { EVM_READ_METHODS } from '@foyer/core/adapter'

// SPEC §6: which Ethereum (and, at the end, Solana) methods the embedded wallet serves, and how. Read
// methods (core's table) pass without approval; signing and sending need the visitor's approval in
// ApproveTransaction; any other method is refused.
// The host's provider and the frame both apply this table: the frame never signs what is not in it.

export { EVM_READ_METHODS }

/** Methods that sign or send: each needs the visitor's approval. */
export const EVM_SIGNING_METHODS: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_sendRawTransaction',
  // SPEC §3's wallet_* methods that act: a batch of calls (EIP-5792), a permission granted or revoked (ERC-7715).
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
])

/**
 * SPEC §3's wallet_* methods that only ask the wallet (not the chain): no approval, answered by the frame
 * itself rather than passed to the network's RPC.
 */
export const EVM_WALLET_READ_METHODS: ReadonlySet<string> = new Set([
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
  'wallet_getAssets',
])

/** How the embedded wallet treats an Ethereum method. */
export type MethodClass = 'read' | 'walletRead' | 'signing' | 'refused'

export function classifyEvmMethod(method: string): MethodClass {
  if (EVM_READ_METHODS.has(method)) return 'read'
  if (EVM_WALLET_READ_METHODS.has(method)) return 'walletRead'
  if (EVM_SIGNING_METHODS.has(method)) return 'signing'
  return 'refused'
}

/**
 * SPEC §3's Solana methods. Each signs, so each needs the visitor's approval; reads go to the cluster's RPC
 * from the host, never through the frame.
 */
export const SOLANA_SIGNING_METHODS: ReadonlySet<string> = new Set([
  'signMessage',
  'signTransaction',
  'signAllTransactions',
  'signAndSendTransaction',
])

export function classifySolanaMethod(method: string): MethodClass {
  return SOLANA_SIGNING_METHODS.has(method) ? 'signing' : 'refused'
}

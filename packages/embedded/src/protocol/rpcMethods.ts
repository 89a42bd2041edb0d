// SPEC §6: which Ethereum (and, at the end, Solana) methods the embedded wallet serves, and how. Read methods pass without approval;
// signing and sending need the visitor's approval in ApproveTransaction; any other method is refused.
// The host's provider and the frame both apply this table: the frame never signs what is not in it.

/** Read-only Ethereum methods, passed to the network's RPC. */
export const EVM_READ_METHODS: ReadonlySet<string> = new Set([
  'eth_blobBaseFee',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_protocolVersion',
  'eth_syncing',
  'eth_uninstallFilter',
  'net_listening',
  'net_version',
  'web3_clientVersion',
])

/** Methods that sign or send: each needs the visitor's approval. */
export const EVM_SIGNING_METHODS: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_sendRawTransaction',
])

/** How the embedded wallet treats an Ethereum method. */
export type MethodClass = 'read' | 'signing' | 'refused'

export function classifyEvmMethod(method: string): MethodClass {
  if (EVM_READ_METHODS.has(method)) return 'read'
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

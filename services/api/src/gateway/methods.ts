import { EVM_READ_METHODS } from '@foyer/core/api'

// What the gateway forwards upstream (issue 22): reads, and sending a transaction the caller signed. Never a
// node's administration, debugging, a dev chain's cheat codes (anvil_*, hardhat_*, evm_*), or signing with
// the node's own keys (personal_*, eth_sign*, eth_sendTransaction): the gateway is open to every page of a
// project, and its upstreams may be a provider's paid endpoint or a node the operator runs.

/**
 * Filters, which the gateway refuses (issue 37): a filter lives on one upstream node under an id any caller
 * of that node may read or uninstall, so every project on the gateway would share them (and a failover
 * would lose them). viem's watchers fall back to eth_getLogs when a filter is refused.
 */
export const FILTER_METHODS: ReadonlySet<string> = new Set([
  'eth_newFilter',
  'eth_newBlockFilter',
  'eth_newPendingTransactionFilter',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_uninstallFilter',
])

/** Ethereum methods the gateway forwards. */
export const EVM_GATEWAY_METHODS: ReadonlySet<string> = new Set([
  ...[...EVM_READ_METHODS].filter((method) => !FILTER_METHODS.has(method)),
  'eth_sendRawTransaction',
])

/** Solana methods the gateway forwards (reads, and sending a signed transaction; no airdrops). */
export const SOLANA_GATEWAY_METHODS: ReadonlySet<string> = new Set([
  'getAccountInfo',
  'getBalance',
  'getBlockHeight',
  'getBlockTime',
  'getEpochInfo',
  'getFeeForMessage',
  'getGenesisHash',
  'getHealth',
  'getLatestBlockhash',
  'getMinimumBalanceForRentExemption',
  'getMultipleAccounts',
  'getProgramAccounts',
  'getRecentPrioritizationFees',
  'getSignaturesForAddress',
  'getSignatureStatuses',
  'getSlot',
  'getTokenAccountBalance',
  'getTokenAccountsByOwner',
  'getTokenSupply',
  'getTransaction',
  'getVersion',
  'isBlockhashValid',
  'sendTransaction',
  'simulateTransaction',
])

import { EVM_READ_METHODS } from '@foyer/core/api'

// What the gateway forwards upstream (issue 22): reads, and sending a transaction the caller signed. Never a
// node's administration, debugging, a dev chain's cheat codes (anvil_*, hardhat_*, evm_*), or signing with
// the node's own keys (personal_*, eth_sign*, eth_sendTransaction): the gateway is open to every page of a
// project, and its upstreams may be a provider's paid endpoint or a node the operator runs.

/** Ethereum methods the gateway forwards. */
export const EVM_GATEWAY_METHODS: ReadonlySet<string> = new Set([
  ...EVM_READ_METHODS,
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

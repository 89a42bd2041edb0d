/**
 * The three public Solana clusters (SPEC §9): their CAIP-2 reference (the genesis hash's first 32
 * characters), name, Wallet Standard chain and public RPC endpoint. Shared by the Solana adapter's network
 * presets and the data service's default clusters.
 */
export const SOLANA_CLUSTERS = {
  mainnet: {
    reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    name: 'Solana',
    chain: 'solana:mainnet',
    rpcUrl: 'https://api.mainnet-beta.solana.com',
  },
  devnet: {
    reference: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    name: 'Solana Devnet',
    chain: 'solana:devnet',
    rpcUrl: 'https://api.devnet.solana.com',
  },
  testnet: {
    reference: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    name: 'Solana Testnet',
    chain: 'solana:testnet',
    rpcUrl: 'https://api.testnet.solana.com',
  },
} as const

/** A cluster's CAIP-2 reference: the first 32 characters of its genesis hash, in base58. */
export const SOLANA_CLUSTER_REFERENCE = /^[1-9A-HJ-NP-Za-km-z]{32}$/

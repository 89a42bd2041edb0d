// Browser-safe: the local Solana cluster's constants (no node imports).

/** A funded account of the local Solana cluster: its address and its ed25519 private key (32-byte seed, hex). */
export type SolanaDevnetAccount = { address: string; privateKey: string }

/** An SPL token mint the local cluster creates at a fixed address. */
export type SolanaDevnetToken = {
  mint: string
  name: string
  symbol: string
  decimals: number
  /** Raw balance (smallest units) each funded account holds in its associated token account at start. */
  fundedBalance: bigint
}

/** The local Solana cluster: LiteSVM behind a JSON-RPC server (HTTP and WebSocket on one port). */
export const SOLANA_DEVNET = {
  name: 'Foyer Solana Devnet',
  /** Made up (LiteSVM has no genesis block) and fixed, so that the cluster's CAIP-2 id never changes. */
  genesisHash: 'FqxofZ4WZKoycEoFZuNmVQfCj81SPCU96mBjMoTp9AiN',
  /** CAIP-2 reference: the genesis hash's first 32 characters, as for the public clusters. */
  caipReference: 'FqxofZ4WZKoycEoFZuNmVQfCj81SPCU9',
  defaultPort: 8899,
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
} as const

/** Lamports each funded account starts with (1,000 SOL). */
export const SOLANA_DEVNET_FUNDED_LAMPORTS = 1_000n * 10n ** 9n

/**
 * Four funded accounts. Their keys are sha256('foyer solana devnet account N'): public, for the local
 * cluster only.
 */
export const SOLANA_DEVNET_ACCOUNTS = [
  {
    address: '2s81k8tsmDY4T7bq7c1XghajTeGZdi55fsPoGaouQ8EW',
    privateKey: '5acc70a403d931a65965466f079c35fc4bf7bac994c44454404f23d91c1e59ef',
  },
  {
    address: 'GdwwgiU2zi5ZqR7YCMDNQrGJtTG4Hjy47LiKFptWuSzu',
    privateKey: 'f11fc2d3fdae10538b21254a6faa112222a23b29f4aacda50b13fd7ce498f6c8',
  },
  {
    address: '7vJ4F3nHXRPHUXZU9BTPvuvFknwGrSXi52ifPSZJFpf',
    privateKey: 'c09640956d57a3bd170a507296c0a0fa7c0652cc8ed9bf4b7d594784c59ff01b',
  },
  {
    address: '6BVquikLsU2T9AcwLwrjSpFHj6i59i69PssMLAdm91Cg',
    privateKey: 'f49dfcadd5c778345da0209231a9b04192c5f94b2fe76a927a47e3224738252d',
  },
] as const satisfies readonly SolanaDevnetAccount[]

/** The mints' authority (sha256('foyer solana devnet minter')): may mint more of either token. */
export const SOLANA_DEVNET_MINTER = {
  address: '2ymJWCG4V2WsDrxMfAPBugNwNtipFM1w2WczS2yxpwvs',
  privateKey: 'd31658c0d25506e5a97d44dca9f5bbac5dda53b8727f36a81c107aa3aca35767',
} as const satisfies SolanaDevnetAccount

/**
 * The onramp sandbox's treasury on the local cluster (sha256('foyer solana devnet onramp treasury')): the
 * account its checkout pays purchases from. It starts with 1,000,000 SOL and 10,000 times a funded
 * account's share of each token (seed.ts).
 */
export const SOLANA_DEVNET_ONRAMP_TREASURY = {
  address: '5Qb7EFMyAPupZMuKjgHqq8MryHj1CN3qXyTc7maSwFsJ',
  privateKey: 'acf9f637d0cfb1c27fa043df4989cb2d52c3fc8aa8ee76896858f36936485345',
} as const satisfies SolanaDevnetAccount

/** Two SPL tokens (the classic Token program), one with 6 decimals and one with 9. */
export const SOLANA_DEVNET_TOKENS = [
  {
    mint: 'CAfeGKs3hfnbj33PBA4ney2jH4WLkFXzdxR4JBUp79t7',
    name: 'Foyer USD',
    symbol: 'fUSD',
    decimals: 6,
    fundedBalance: 1_000n * 10n ** 6n,
  },
  {
    mint: 'BG6sHis7Pc5hyrege2vcFczy9L6dQnfBwuXAZBZGERKe',
    name: 'Foyer Token',
    symbol: 'FOY',
    decimals: 9,
    fundedBalance: 1_000n * 10n ** 9n,
  },
] as const satisfies readonly SolanaDevnetToken[]

/** The local cluster's HTTP and WebSocket URLs (one port serves both). */
export function solanaDevnetUrls(port: number = SOLANA_DEVNET.defaultPort, host = '127.0.0.1') {
  return { rpcUrl: `http://${host}:${port}`, wsUrl: `ws://${host}:${port}` }
}

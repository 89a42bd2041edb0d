import type { Address } from 'viem'

/** What sets a devnet token apart; `noReturn` tokens' transfer/transferFrom return no value. */
export type DevnetTokenKind = 'standard' | 'stable' | 'noReturn' | 'zeroDecimals'

/** An ERC-20 placed at a fixed address on every devnet chain. */
export type DevnetToken = {
  address: Address
  name: string
  symbol: string
  decimals: number
  kind: DevnetTokenKind
  /** Raw balance (smallest units) each funded dev account holds after the devnet starts. */
  fundedBalance: bigint
}

/** The devnet tokens, at the same fixed addresses on both chains. */
export const DEVNET_TOKENS = [
  {
    address: '0xF0e7000000000000000000000000000000000001',
    name: 'Foyer Token',
    symbol: 'FOY',
    decimals: 18,
    kind: 'standard',
    fundedBalance: 1_000n * 10n ** 18n,
  },
  {
    address: '0xF0e7000000000000000000000000000000000002',
    name: 'Foyer USD',
    symbol: 'fUSD',
    decimals: 6,
    kind: 'stable',
    fundedBalance: 1_000n * 10n ** 6n,
  },
  {
    // Ethereum mainnet's Tether address, so code keyed on it meets the same quirk here.
    address: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
    name: 'Tether USD',
    symbol: 'USDT',
    decimals: 6,
    kind: 'noReturn',
    fundedBalance: 1_000n * 10n ** 6n,
  },
  {
    address: '0xF0e7000000000000000000000000000000000003',
    name: 'Foyer Points',
    symbol: 'FPT',
    decimals: 0,
    kind: 'zeroDecimals',
    fundedBalance: 50n,
  },
] as const satisfies readonly DevnetToken[]

/**
 * A spam ERC-20 ('Free Airdrop Token', SPAM) "airdropped" to the funded dev accounts, at the same fixed
 * address on both chains. Kept out of DEVNET_TOKENS: it is not a token anyone chose to hold, and the
 * services' token registry flags it as spam so wallets can hide it.
 */
export const DEVNET_SPAM_TOKEN = {
  address: '0xf0e7000000000000000000000000000000000baD',
  name: 'Free Airdrop Token',
  symbol: 'SPAM',
  decimals: 18,
  contract: 'FreeAirdropToken',
  fundedBalance: 100_000n * 10n ** 18n,
} as const satisfies Omit<DevnetToken, 'kind'> & { contract: string }

/**
 * An ERC-1271 smart account (contracts/DevSmartAccount.sol) on both chains, owned by dev account 1: a
 * message signed with that account's key is valid for the smart account's address.
 */
export const DEVNET_SMART_ACCOUNT = {
  address: '0x5cA1AB1e00000000000000000000000000001271',
  owner: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
} as const satisfies { address: Address; owner: Address }

/** Multicall3's canonical address; the devnet places a compatible contract there on both chains. */
export const DEVNET_MULTICALL3 =
  '0xcA11bde05977b3631167028862bE2a173976CA11' as const satisfies Address

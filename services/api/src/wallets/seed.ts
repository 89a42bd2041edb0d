import type { WalletRecord } from './types.js'

// The curated directory: well-known wallets with public facts only (names, reverse-DNS ids they announce
// through EIP-6963, homepages, chains, deep-link schemes). Where a fact was not certain it is null.
// Images are never stored: GET /getWalletImage generates one from the id and the name.

const ETHEREUM = 'eip155:1'
const OPTIMISM = 'eip155:10'
const BSC = 'eip155:56'
const POLYGON = 'eip155:137'
const BASE = 'eip155:8453'
const ARBITRUM = 'eip155:42161'
const AVALANCHE = 'eip155:43114'
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const BITCOIN = 'bip122:000000000019d6689c085ae165831e93'
const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
const COSMOS_HUB = 'cosmos:cosmoshub-4'

const EVM = [ETHEREUM, OPTIMISM, BSC, POLYGON, BASE, ARBITRUM, AVALANCHE]

/** The devnet chains the dev wallets sign on. */
export const DEVNET_CHAIN_IDS = ['eip155:31337', 'eip155:31338']

type Seed = Omit<WalletRecord, 'mobileLink' | 'desktopLink' | 'webappLink' | 'badgeType'> & {
  mobileLink?: string | null
  desktopLink?: string | null
  webappLink?: string | null
  badgeType?: WalletRecord['badgeType']
  rank: number
}

const seeds: Seed[] = [
  {
    id: 'metamask',
    name: 'MetaMask',
    rdns: 'io.metamask',
    homepage: 'https://metamask.io',
    chains: EVM,
    mobileLink: 'metamask://',
    badgeType: 'certified',
    rank: 1,
  },
  {
    id: 'coinbase-wallet',
    name: 'Coinbase Wallet',
    rdns: 'com.coinbase.wallet',
    homepage: 'https://www.coinbase.com/wallet',
    chains: [...EVM, SOLANA],
    mobileLink: 'cbwallet://',
    badgeType: 'certified',
    rank: 2,
  },
  {
    id: 'trust-wallet',
    name: 'Trust Wallet',
    rdns: 'com.trustwallet.app',
    homepage: 'https://trustwallet.com',
    chains: [...EVM, SOLANA, BITCOIN],
    mobileLink: 'trust://',
    badgeType: 'certified',
    rank: 3,
  },
  {
    id: 'rainbow',
    name: 'Rainbow',
    rdns: 'me.rainbow',
    homepage: 'https://rainbow.me',
    chains: [ETHEREUM, OPTIMISM, POLYGON, BASE, ARBITRUM, AVALANCHE],
    mobileLink: 'rainbow://',
    badgeType: 'certified',
    rank: 4,
  },
  {
    id: 'phantom',
    name: 'Phantom',
    rdns: 'app.phantom',
    homepage: 'https://phantom.com',
    chains: [SOLANA, ETHEREUM, POLYGON, BASE, BITCOIN],
    mobileLink: 'phantom://',
    badgeType: 'certified',
    rank: 5,
  },
  {
    id: 'okx-wallet',
    name: 'OKX Wallet',
    rdns: 'com.okex.wallet',
    homepage: 'https://www.okx.com/web3',
    chains: [...EVM, SOLANA, BITCOIN],
    mobileLink: 'okex://',
    rank: 6,
  },
  {
    id: 'rabby',
    name: 'Rabby Wallet',
    rdns: 'io.rabby',
    homepage: 'https://rabby.io',
    chains: EVM,
    rank: 7,
  },
  {
    id: 'zerion',
    name: 'Zerion',
    rdns: 'io.zerion.wallet',
    homepage: 'https://zerion.io',
    chains: [ETHEREUM, OPTIMISM, BSC, POLYGON, BASE, ARBITRUM, AVALANCHE, SOLANA],
    mobileLink: 'zerion://',
    rank: 8,
  },
  {
    id: 'bitget-wallet',
    name: 'Bitget Wallet',
    rdns: 'com.bitget.web3',
    homepage: 'https://web3.bitget.com',
    chains: [...EVM, SOLANA, BITCOIN],
    mobileLink: 'bitkeep://',
    rank: 9,
  },
  {
    id: 'ledger-live',
    name: 'Ledger Live',
    rdns: null,
    homepage: 'https://www.ledger.com/ledger-live',
    chains: [...EVM, SOLANA, BITCOIN],
    mobileLink: 'ledgerlive://',
    desktopLink: 'ledgerlive://',
    rank: 10,
  },
  {
    id: 'safe',
    name: 'Safe',
    rdns: null,
    homepage: 'https://safe.global',
    chains: [ETHEREUM, OPTIMISM, BSC, POLYGON, BASE, ARBITRUM, AVALANCHE],
    webappLink: 'https://app.safe.global',
    rank: 11,
  },
  {
    id: 'brave-wallet',
    name: 'Brave Wallet',
    rdns: 'com.brave.wallet',
    homepage: 'https://brave.com/wallet',
    chains: [...EVM, SOLANA],
    rank: 12,
  },
  {
    id: 'backpack',
    name: 'Backpack',
    rdns: 'app.backpack',
    homepage: 'https://backpack.app',
    chains: [SOLANA, ETHEREUM],
    rank: 13,
  },
  {
    id: 'onekey',
    name: 'OneKey',
    rdns: 'so.onekey.app.wallet',
    homepage: 'https://onekey.so',
    chains: [...EVM, SOLANA, BITCOIN],
    rank: 14,
  },
  {
    id: 'uniswap-wallet',
    name: 'Uniswap Wallet',
    rdns: null,
    homepage: 'https://wallet.uniswap.org',
    chains: [ETHEREUM, OPTIMISM, BSC, POLYGON, BASE, ARBITRUM],
    rank: 15,
  },
  {
    id: 'argent',
    name: 'Argent',
    rdns: null,
    homepage: 'https://www.argent.xyz',
    chains: [ETHEREUM],
    rank: 16,
  },
  {
    id: 'imtoken',
    name: 'imToken',
    rdns: null,
    homepage: 'https://token.im',
    chains: [ETHEREUM, BSC, POLYGON, ARBITRUM, BITCOIN],
    mobileLink: 'imtokenv2://',
    rank: 17,
  },
  {
    id: 'solflare',
    name: 'Solflare',
    rdns: null,
    homepage: 'https://solflare.com',
    chains: [SOLANA],
    rank: 18,
  },
  {
    id: 'frame',
    name: 'Frame',
    rdns: 'sh.frame',
    homepage: 'https://frame.sh',
    chains: [ETHEREUM, OPTIMISM, POLYGON, BASE, ARBITRUM],
    rank: 19,
  },
  {
    id: 'exodus',
    name: 'Exodus',
    rdns: null,
    homepage: 'https://www.exodus.com',
    chains: [ETHEREUM, BSC, POLYGON, SOLANA, BITCOIN],
    rank: 20,
  },
  {
    id: 'talisman',
    name: 'Talisman',
    rdns: null,
    homepage: 'https://www.talisman.xyz',
    chains: [ETHEREUM, POLYGON, ARBITRUM, POLKADOT],
    rank: 21,
  },
  {
    id: 'keplr',
    name: 'Keplr',
    rdns: null,
    homepage: 'https://www.keplr.app',
    chains: [COSMOS_HUB, ETHEREUM],
    rank: 22,
  },
  {
    id: 'tokenpocket',
    name: 'TokenPocket',
    rdns: null,
    homepage: 'https://www.tokenpocket.pro',
    chains: [ETHEREUM, BSC, POLYGON, SOLANA],
    rank: 23,
  },
  {
    id: 'safepal',
    name: 'SafePal',
    rdns: null,
    homepage: 'https://www.safepal.com',
    chains: [ETHEREUM, BSC, POLYGON, SOLANA, BITCOIN],
    rank: 24,
  },
  {
    id: 'crypto-com-defi-wallet',
    name: 'Crypto.com DeFi Wallet',
    rdns: null,
    homepage: 'https://crypto.com/defi-wallet',
    chains: [ETHEREUM, BSC, POLYGON],
    rank: 25,
  },
]

/** The devnet's dev wallets (packages/test presets), announced through EIP-6963 in development and tests. */
const devSeeds: Seed[] = [
  {
    id: 'foyer-dev-wallet',
    name: 'Foyer Dev Wallet',
    rdns: 'dev.foyer.wallet',
    homepage: null,
    chains: DEVNET_CHAIN_IDS,
    rank: 100,
  },
  {
    id: 'foyer-test-wallet',
    name: 'Foyer Test Wallet',
    rdns: 'dev.foyer.testwallet',
    homepage: null,
    chains: DEVNET_CHAIN_IDS,
    rank: 101,
  },
]

function record(seed: Seed): WalletRecord & { rank: number } {
  return {
    mobileLink: null,
    desktopLink: null,
    webappLink: null,
    badgeType: null,
    ...seed,
    chains: [...seed.chains],
  }
}

/** The curated wallets, in rank order. */
export const CURATED_WALLETS: readonly WalletRecord[] = seeds.map(record)

/** The two devnet dev wallets. */
export const DEV_WALLETS: readonly WalletRecord[] = devSeeds.map(record)

/** What `wallets seed` writes: the curated wallets, plus the dev wallets unless left out. */
export function seedWallets({ devWallets = true }: { devWallets?: boolean } = {}): WalletRecord[] {
  return [...CURATED_WALLETS, ...(devWallets ? DEV_WALLETS : [])].map((wallet) => ({
    ...wallet,
    chains: [...wallet.chains],
  }))
}

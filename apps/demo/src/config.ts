import { devnetChains, SOLANA_DEVNET, solanaDevnetUrls } from '@foyer/devnet'
import type { SolanaNetwork } from '@foyer/solana'
import type { Chain } from 'viem'

/** The devnet ports this build talks to; `npm start` and the browser tests set them at build time. */
export const ports = {
  l1: Number(import.meta.env.VITE_FOYER_DEVNET_L1_PORT ?? 8545),
  l2: Number(import.meta.env.VITE_FOYER_DEVNET_L2_PORT ?? 8546),
  solana: Number(import.meta.env.VITE_FOYER_DEVNET_SOLANA_PORT ?? SOLANA_DEVNET.defaultPort),
}

/** The two devnet chains ("Foyer Devnet" and "Foyer Devnet L2") with their loopback RPC URLs. */
export const chains = devnetChains(ports)

/**
 * The chains the app offers: both, or with `?l1only` the L1 alone — the dev wallets still know the L2, so
 * moving a wallet there shows what a visitor sees on a network the app does not support.
 */
export const appChains: readonly [Chain, ...Chain[]] = new URLSearchParams(
  window.location.search,
).has('l1only')
  ? [chains[0]]
  : chains

/** `?solanaonly`: the app mounts the Solana adapter alone (a Solana-only host, with the embedded wallet). */
export const solanaOnly = new URLSearchParams(window.location.search).has('solanaonly')

/** The local Solana cluster (LiteSVM behind JSON-RPC) as the demo's one Solana network. */
export const solanaNetwork: SolanaNetwork = {
  id: SOLANA_DEVNET.caipReference,
  name: SOLANA_DEVNET.name,
  chain: 'solana:localnet',
  rpcUrl: solanaDevnetUrls(ports.solana).rpcUrl,
  wsUrl: solanaDevnetUrls(ports.solana).wsUrl,
  testnet: true,
}

/** Foyer's data and wallet services, when the build was given them (`npm start` and the browser tests do). */
export const apiUrl: string | undefined = import.meta.env.VITE_FOYER_API_URL || undefined

/** Foyer's auth service (the embedded wallet's backend and frame), when the build was given it. */
export const authUrl: string | undefined = import.meta.env.VITE_FOYER_AUTH_URL || undefined

/** The local WalletConnect relay (services/relay) when the build was given it. */
export const relayUrl: string | undefined = import.meta.env.VITE_FOYER_RELAY_URL || undefined

/** The local mail inbox of the dev stack, where the embedded wallet's codes arrive. */
export const inboxUrl: string | undefined = import.meta.env.VITE_FOYER_INBOX_URL || undefined

/** `?devwallets` on the URL loads the two dev wallets (EIP-6963) that sign with devnet keys. */
export const withDevWallets = new URLSearchParams(window.location.search).has('devwallets')

/**
 * `?legal` turns on the legal checkbox (with this page standing in for the terms and the privacy policy),
 * `?collapse` the collapsed wallet list, `?pay` the demo's Pay panel (`features.pay`): all off by default
 * (SPEC §1).
 */
const query = new URLSearchParams(window.location.search)
export const demoFeatures = {
  legalCheckbox: query.has('legal'),
  collapseWallets: query.has('collapse'),
  pay: query.has('pay'),
  // `?sessions`: smart sessions (permissions for the demo's own session key), off by default (SPEC §1).
  smartSessions: query.has('sessions'),
}
/**
 * `?signin` turns on sign-in with the wallet after connect, with Foyer's own sessions kept by the wallet
 * service (`siwx: true`); it needs the services, as a host's would.
 */
export const demoSignIn = query.has('signin') && apiUrl ? { siwx: true as const } : {}
/** `?locale=ar` chooses the modal's language; without it, the browser's languages do. */
export const demoLocale = query.get('locale') ?? undefined

export const legalDocuments = query.has('legal')
  ? {
      termsConditionsUrl: `${window.location.origin}/?terms`,
      privacyPolicyUrl: `${window.location.origin}/?privacy`,
    }
  : {}

import { devnetChains } from '@foyer/devnet'
import type { Chain } from 'viem'

/** The devnet ports this build talks to; the build helper (scripts/headless.ts) sets them at build time. */
export const ports = {
  l1: Number(import.meta.env.VITE_FOYER_DEVNET_L1_PORT ?? 8545),
  l2: Number(import.meta.env.VITE_FOYER_DEVNET_L2_PORT ?? 8546),
}

/** The two devnet chains ("Foyer Devnet" and "Foyer Devnet L2") with their loopback RPC URLs. */
export const chains: readonly [Chain, ...Chain[]] = devnetChains(ports)

/**
 * Foyer's data and wallet services (balances, tokens, the wallet directory and its images), when the build
 * was given them. The project must list this page's origin: the services answer no other (CORS).
 */
export const apiUrl: string | undefined = import.meta.env.VITE_FOYER_API_URL || undefined

/** The WalletConnect relay (the dev stack's local stand-in), when the build was given it. */
export const relayUrl: string | undefined = import.meta.env.VITE_FOYER_RELAY_URL || undefined

/** `?devwallets` on the URL loads the two dev wallets (EIP-6963) that sign with devnet keys. */
export const withDevWallets = new URLSearchParams(window.location.search).has('devwallets')

import { devnetChains } from '@foyer/devnet'

/** The devnet ports this build talks to; `npm start` and the browser tests set them at build time. */
export const ports = {
  l1: Number(import.meta.env.VITE_FOYER_DEVNET_L1_PORT ?? 8545),
  l2: Number(import.meta.env.VITE_FOYER_DEVNET_L2_PORT ?? 8546),
}

/** The two devnet chains ("Foyer Devnet" and "Foyer Devnet L2") with their loopback RPC URLs. */
export const chains = devnetChains(ports)

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

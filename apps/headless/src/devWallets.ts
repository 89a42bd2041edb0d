import { createDevWallets, type DevWallet } from '@foyer/test'
import { chains } from './config.js'

declare global {
  interface Window {
    /** Set with ?devwallets: browser tests flip `rejectNextRequest()` through it (as in the demo). */
    __foyerDevWallets?: DevWallet[]
  }
}

/**
 * Announces the two EVM dev wallets ('Foyer Dev Wallet', 'Foyer Test Wallet') through EIP-6963, signing with
 * the devnet's first two accounts; loaded only behind `?devwallets`.
 */
export function installDevWallets(): void {
  const wallets = createDevWallets({
    chains: chains.map((chain) => ({
      id: chain.id,
      name: chain.name,
      rpcUrl: chain.rpcUrls.default.http[0] ?? '',
      nativeCurrency: chain.nativeCurrency,
    })),
    storage: window.localStorage,
  })
  for (const wallet of wallets) wallet.announce(window)
  window.__foyerDevWallets = wallets
}

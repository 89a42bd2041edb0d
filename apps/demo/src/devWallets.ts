import { createDevWallets, type DevWallet } from '@foyer/test'
import { chains } from './config.js'

declare global {
  interface Window {
    /** Set when the demo runs with ?devwallets: browser tests flip `rejectNextRequest()` through it. */
    __foyerDevWallets?: DevWallet[]
  }
}

/** Announces the two dev wallets through EIP-6963 (loaded only behind the ?devwallets flag). */
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

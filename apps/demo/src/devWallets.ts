import { createDevWallets, type DevWallet } from '@foyer/test'
import {
  createSolanaDevWallets,
  registerSolanaDevWallet,
  type SolanaDevWallet,
} from '@foyer/test/solana'
import { chains, solanaNetwork } from './config.js'

declare global {
  interface Window {
    /** Set when the demo runs with ?devwallets: browser tests flip `rejectNextRequest()` through it. */
    __foyerDevWallets?: DevWallet[]
    /** The Solana dev wallets ('Foyer Dev Wallet' as a Solana wallet, then 'Foyer Solana Wallet'). */
    __foyerSolanaDevWallets?: SolanaDevWallet[]
  }
}

/**
 * Announces the two EVM dev wallets through EIP-6963 and registers the two Solana dev wallets through the
 * Wallet Standard (loaded only behind the ?devwallets flag). 'Foyer Dev Wallet' is both, as multi-chain
 * wallets are.
 */
export async function installDevWallets(): Promise<void> {
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
  const solanaWallets = await createSolanaDevWallets({
    rpcUrl: solanaNetwork.rpcUrl,
    storage: window.localStorage,
  })
  for (const wallet of solanaWallets) registerSolanaDevWallet(wallet.wallet)
  window.__foyerSolanaDevWallets = solanaWallets
}

import {
  SolanaSignAndSendTransaction,
  SolanaSignMessage,
  SolanaSignTransaction,
} from '@solana/wallet-standard-features'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { StandardConnect } from '@wallet-standard/features'

// The Wallet Standard's registry and the watch on it: a chunk of its own the adapter fetches at mount
// (createSolanaAdapter.ts; docs/decisions.md, "Solana's wallets are listed a chunk after createFoyer").

/** A wallet Foyer can use for Solana: it connects, knows a Solana chain, and signs messages or transactions. */
export function isSolanaWallet(wallet: Wallet): boolean {
  const features = wallet.features
  return (
    StandardConnect in features &&
    wallet.chains.some((chain) => chain.startsWith('solana:')) &&
    (SolanaSignMessage in features ||
      SolanaSignTransaction in features ||
      SolanaSignAndSendTransaction in features)
  )
}

/**
 * Calls `onChange` with the Solana wallets registered through the Wallet Standard now and whenever one
 * registers or leaves (extensions register after the page, at any time). Returns a function that stops.
 */
export function watchSolanaWallets(onChange: (wallets: readonly Wallet[]) => void): () => void {
  const registry = getWallets()
  const emit = () => onChange(registry.get().filter(isSolanaWallet))
  const offRegister = registry.on('register', emit)
  const offUnregister = registry.on('unregister', emit)
  emit()
  return () => {
    offRegister()
    offUnregister()
  }
}

import type { Connector } from '@foyer/core'
import {
  SolanaSignAndSendTransaction,
  SolanaSignMessage,
  SolanaSignTransaction,
} from '@solana/wallet-standard-features'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { StandardConnect } from '@wallet-standard/features'

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

/**
 * The Connect view's entry for a Wallet Standard wallet. Its id is its name (the standard gives wallets no
 * other stable id), which is also how a wallet offering EVM and Solana is recognised as one.
 */
export function connectorOf(wallet: Wallet): Connector {
  return {
    id: wallet.name,
    uid: `solana:${wallet.name}`,
    name: wallet.name,
    type: 'walletStandard',
    namespaces: ['solana'],
    icon: wallet.icon,
  }
}

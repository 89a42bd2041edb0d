/**
 * The Solana adapter: Wallet Standard wallets, WalletConnect, the embedded wallet, @solana/kit.
 *
 * @module @foyer/solana
 */
export * from '../../../packages/solana/src/exports/index.js'

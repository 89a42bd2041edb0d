/**
 * The EVM adapter (wagmi and viem): browser wallets, WalletConnect, the embedded wallet.
 *
 * @module @foyer/evm
 */
export * from '../../../packages/evm/src/exports/index.js'

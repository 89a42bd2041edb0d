/**
 * AppKit's SolanaAdapter on Foyer's Solana adapter.
 *
 * @module @foyer/appkit/adapter-solana
 */
export * from '../../../packages/appkit/src/exports/adapter-solana.js'

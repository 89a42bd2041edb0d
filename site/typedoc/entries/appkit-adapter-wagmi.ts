/**
 * AppKit's WagmiAdapter on Foyer's EVM adapter: its wagmiConfig is the real wagmi config Foyer connects through.
 *
 * @module @foyer/appkit/adapter-wagmi
 */
export * from '../../../packages/appkit/src/exports/adapter-wagmi.js'

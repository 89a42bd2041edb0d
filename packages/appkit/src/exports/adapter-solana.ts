// @foyer/appkit/adapter-solana: Reown AppKit's `@reown/appkit-adapter-solana` on Foyer's Solana adapter.

export { SolanaAdapter, type SolanaAdapterOptions } from '../adapters/SolanaAdapter.js'

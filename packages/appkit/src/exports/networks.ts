// @foyer/appkit/networks: Reown AppKit's `@reown/appkit/networks` on Foyer. As AppKit's, it hands out every
// viem chain (each works with the WagmiAdapter); Solana's clusters and `defineChain` are AppKit's shapes.
// AppKit's Bitcoin, TON, Tron and Stellar networks are not here: Foyer has no adapter for them.

export * from 'viem/chains'
export { defineChain } from '../networks/defineChain.js'
export { solana, solanaDevnet, solanaTestnet } from '../networks/solana.js'
export type { AppKitNetwork, CaipNetwork, ChainNamespace } from '../networks/types.js'

// @foyer/appkit/adapter-wagmi: Reown AppKit's `@reown/appkit-adapter-wagmi` on Foyer's EVM adapter.

export { WagmiAdapter } from '../adapters/WagmiAdapter.js'
export type {
  CustomRpcUrl,
  CustomRpcUrlMap,
  WagmiAdapterOptions,
} from '../adapters/wagmiAdapterOptions.js'

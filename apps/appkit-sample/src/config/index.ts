// Follows Reown AppKit's React quick-start with Wagmi (https://docs.reown.com/appkit/react/core/installation,
// "Wagmi" tab) and its custom-network page (https://docs.reown.com/appkit/react/core/custom-networks); the
// only change is the import paths (@reown/appkit… → @foyer/appkit…).
import { WagmiAdapter } from '@foyer/appkit/adapter-wagmi'
import { type AppKitNetwork, defineChain } from '@foyer/appkit/networks'

// Get a project ID from your dashboard
export const projectId = import.meta.env.VITE_PROJECT_ID || 'appkit-sample'

export const metadata = {
  name: 'AppKit sample',
  description: 'AppKit Example',
  url: window.location.origin, // origin must match your domain & subdomain
  icons: [],
}

// The app's network: a local chain, declared as a custom network
export const devnet = defineChain({
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Foyer Devnet',
  nativeCurrency: { decimals: 18, name: 'Ether', symbol: 'ETH' },
  rpcUrls: {
    default: { http: [import.meta.env.VITE_DEVNET_RPC_URL || 'http://127.0.0.1:8545'] },
  },
})

export const networks: [AppKitNetwork, ...AppKitNetwork[]] = [devnet]

// Set up the Wagmi adapter (config)
export const wagmiAdapter = new WagmiAdapter({
  projectId,
  networks,
  ssr: true,
})

export const config = wagmiAdapter.wagmiConfig

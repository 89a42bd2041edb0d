// Follows Reown AppKit's React quick-start with Wagmi (https://docs.reown.com/appkit/react/core/installation,
// "Wagmi" tab): createAppKit at module level, WagmiProvider and QueryClientProvider around the app, AppKit's
// web components as buttons. The only change is the import paths (@reown/appkit… → @foyer/appkit…), plus
// three options that point at the host's own Foyer services, from the environment.
import { createAppKit } from '@foyer/appkit/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { WagmiProvider } from 'wagmi'
import { ActionButtonList } from './components/ActionButtonList'
import { InfoList } from './components/InfoList'
import { metadata, networks, projectId, wagmiAdapter } from './config'

// 0. Set up queryClient
const queryClient = new QueryClient()

// 1. Create the modal
createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  metadata,
  themeMode: 'light',
  themeVariables: {
    '--w3m-accent': '#1f4fd8',
  },
  features: {
    analytics: true, // Optional - defaults to your Cloud configuration
  },
  apiUrl: import.meta.env.VITE_FOYER_API_URL || undefined,
  authUrl: import.meta.env.VITE_FOYER_AUTH_URL || undefined,
  relayUrl: import.meta.env.VITE_FOYER_RELAY_URL || undefined,
})

export function App() {
  return (
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <header>
          <h1>AppKit sample</h1>
          <appkit-button />
          <appkit-network-button />
          <appkit-account-button balance="hide" />
        </header>
        <ActionButtonList />
        <InfoList />
      </QueryClientProvider>
    </WagmiProvider>
  )
}

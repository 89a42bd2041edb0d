// The part of the host app every benchmark app shares: React 19, wagmi on mainnet and TanStack Query.
// Each app passes its wagmi config (a kit may build it) and the kit's provider and button.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { type Config, WagmiProvider } from 'wagmi'

/** Renders the host page: a header with the kit's connect button inside wagmi and TanStack Query. */
export function renderHost(config: Config, children: ReactNode): void {
  const queryClient = new QueryClient()
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing')
  createRoot(root).render(
    <StrictMode>
      <WagmiProvider config={config}>
        <QueryClientProvider client={queryClient}>
          <header>
            <h1>Bench host</h1>
            {children}
          </header>
        </QueryClientProvider>
      </WagmiProvider>
    </StrictMode>,
  )
}

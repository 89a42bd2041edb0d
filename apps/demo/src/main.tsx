import { createFoyer } from '@foyer/core'
import { createEvmAdapter } from '@foyer/evm'
import { FoyerProvider } from '@foyer/react'
import { createSolanaAdapter } from '@foyer/solana'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.js'
import {
  apiUrl,
  appChains,
  authUrl,
  demoFeatures,
  demoLocale,
  demoSignIn,
  legalDocuments,
  relayUrl,
  solanaNetwork,
  solanaOnly,
  withDevWallets,
} from './config.js'
import './demo.css'

// Dev wallets must announce before Foyer starts, so that a stored connection can be restored on reload.
if (withDevWallets) await (await import('./devWallets.js')).installDevWallets()

const foyer = createFoyer({
  adapters: solanaOnly
    ? [createSolanaAdapter({ networks: [solanaNetwork] })]
    : [
        createEvmAdapter({ networks: appChains }),
        createSolanaAdapter({ networks: [solanaNetwork] }),
      ],
  projectId: 'foyer-demo',
  apiUrl,
  authUrl,
  relayUrl,
  featuredWalletIds: ['rainbow', 'zerion'],
  features: demoFeatures,
  locale: demoLocale,
  ...legalDocuments,
  ...demoSignIn,
  metadata: {
    name: 'Foyer demo',
    description: 'Every Foyer feature against the local devnet',
    url: window.location.origin,
    icons: [],
  },
})

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')
createRoot(root).render(
  <StrictMode>
    <FoyerProvider foyer={foyer}>
      <App />
    </FoyerProvider>
  </StrictMode>,
)

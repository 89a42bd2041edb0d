import { createFoyer } from '@foyer/core'
import { createEvmAdapter } from '@foyer/evm'
import { FoyerProvider } from '@foyer/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.js'
import { apiUrl, chains, relayUrl, withDevWallets } from './config.js'
import './headless.css'

// Dev wallets must announce before Foyer starts, so that a stored connection can be restored on reload.
if (withDevWallets) (await import('./devWallets.js')).installDevWallets()

/**
 * One instance for the whole page: the page's own connect list, account view and send form, and Foyer's
 * modal shown inline, all read and write its one store — connect in one, the other follows.
 * `disableAppend`: Foyer appends no modal to the body (nothing of Foyer's shows unless the page places it).
 * `enableEmbedded`: the `<FoyerModal />` the page places is the modal's content inline, not a dialog.
 */
const foyer = createFoyer({
  adapters: [createEvmAdapter({ networks: chains })],
  // The dev stack's project (services and WalletConnect); its allowed origins are the demo server's.
  projectId: 'foyer-demo',
  apiUrl,
  relayUrl,
  disableAppend: true,
  enableEmbedded: true,
  metadata: {
    name: 'Foyer headless example',
    description: "A host's own wallet UI on Foyer's hooks",
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

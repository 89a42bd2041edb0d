// A host's app as the getting-started guide writes it, on the devnet chain the test passes at build time.
import { createFoyer } from '@foyer/core'
import { createEvmAdapter } from '@foyer/evm'
import { ConnectButton, FoyerProvider, useFoyerAccount } from '@foyer/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { defineChain } from 'viem'

const devnet = defineChain({
  id: 31337,
  name: 'Foyer Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [import.meta.env.VITE_RPC_URL] } },
  testnet: true,
})

const foyer = createFoyer({
  projectId: 'foyer-host-vite',
  adapters: [createEvmAdapter({ networks: [devnet] })],
  metadata: {
    name: 'A Vite host',
    description: 'Foyer installed from its tarballs',
    url: window.location.origin,
    icons: [],
  },
})

function Account() {
  const { address, isConnected } = useFoyerAccount()
  return <p data-testid="host-account">{isConnected ? address : 'not connected'}</p>
}

const root = document.getElementById('root')
if (!root) throw new Error('no #root')
createRoot(root).render(
  <StrictMode>
    <FoyerProvider foyer={foyer}>
      <ConnectButton />
      <Account />
    </FoyerProvider>
  </StrictMode>,
)

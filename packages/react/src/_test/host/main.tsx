// The smallest host app: what a page loads first when it adds Foyer's connect button (see
// modal/hostBuild.test.ts, which builds it with Vite).
import { createFoyer } from '@foyer/core'
import { createEvmAdapter } from '@foyer/evm'
import { ConnectButton, FoyerProvider } from '@foyer/react'
import { createRoot } from 'react-dom/client'
import { mainnet } from 'viem/chains'

const foyer = createFoyer({
  projectId: 'host',
  adapters: [createEvmAdapter({ networks: [mainnet] })],
})
const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <FoyerProvider foyer={foyer}>
      <ConnectButton />
    </FoyerProvider>,
  )

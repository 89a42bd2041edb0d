import { createFoyer } from '@foyer/core'
import { createEvmAdapter } from '@foyer/evm'
import { base, mainnet } from 'viem/chains'

// One instance for the whole app, created once, in the browser.
export const foyer = createFoyer({
  projectId: 'your-project-id',
  adapters: [createEvmAdapter({ networks: [mainnet, base] })],
  metadata: {
    name: 'My app',
    description: 'My app, with Foyer',
    url: 'https://my.app',
    icons: ['https://my.app/icon.png'],
  },
})

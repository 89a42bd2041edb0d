// Reown AppKit (React entry) for EVM and Solana, as its documentation sets it up: the wagmi adapter and the
// Solana adapter, mainnet and Solana, and its own <appkit-button> web component as the connect button.

import { mainnet, solana } from '@reown/appkit/networks'
import { createAppKit } from '@reown/appkit/react'
import { SolanaAdapter } from '@reown/appkit-adapter-solana/react'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { createElement } from 'react'
import { renderHost } from '../shared/host.js'

// A made-up id: every request to Reown's cloud is blocked during the benchmark anyway.
const projectId = '0123456789abcdef0123456789abcdef'
const wagmiAdapter = new WagmiAdapter({ networks: [mainnet], projectId })

createAppKit({
  adapters: [wagmiAdapter, new SolanaAdapter()],
  networks: [mainnet, solana],
  projectId,
  metadata: {
    name: 'Bench host',
    description: 'Foyer benchmark host app',
    url: 'http://127.0.0.1',
    icons: [],
  },
})

renderHost(wagmiAdapter.wagmiConfig, createElement('appkit-button'))

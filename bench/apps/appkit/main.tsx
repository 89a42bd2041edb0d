// Reown AppKit (React entry) with its wagmi adapter, as its documentation sets it up, and its own
// <appkit-button> web component as the connect button.

import { mainnet } from '@reown/appkit/networks'
import { createAppKit } from '@reown/appkit/react'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { createElement } from 'react'
import { renderHost } from '../shared/host.js'

// A made-up id: every request to Reown's cloud is blocked during the benchmark anyway.
const projectId = '0123456789abcdef0123456789abcdef'
const networks: [typeof mainnet] = [mainnet]
const wagmiAdapter = new WagmiAdapter({ networks, projectId })

createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  metadata: {
    name: 'Bench host',
    description: 'Foyer benchmark host app',
    url: 'http://127.0.0.1',
    icons: [],
  },
})

renderHost(wagmiAdapter.wagmiConfig, createElement('appkit-button'))

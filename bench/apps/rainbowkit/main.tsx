// RainbowKit as its documentation sets it up (getDefaultConfig, its default wallet list) and its own
// ConnectButton. RainbowKit 2 needs wagmi 2, so this app has its own package.json (see README).
import '@rainbow-me/rainbowkit/styles.css'
import { ConnectButton, getDefaultConfig, RainbowKitProvider } from '@rainbow-me/rainbowkit'
import { mainnet } from 'wagmi/chains'
import { renderHost } from '../shared/host.js'

// A made-up id: every request to WalletConnect's cloud is blocked during the benchmark anyway.
const config = getDefaultConfig({
  appName: 'Bench host',
  projectId: '0123456789abcdef0123456789abcdef',
  chains: [mainnet],
})

renderHost(
  config,
  <RainbowKitProvider>
    <ConnectButton />
  </RainbowKitProvider>,
)

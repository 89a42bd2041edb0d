// AppKit's hooks for actions, as its React docs show them (https://docs.reown.com/appkit/react/core/hooks).
import {
  type Provider,
  useAppKit,
  useAppKitProvider,
  useAppKitTheme,
  useDisconnect,
} from '@foyer/appkit/react'
import { useState } from 'react'

export function ActionButtonList() {
  const { open } = useAppKit()
  const { disconnect } = useDisconnect()
  const { themeMode, setThemeMode } = useAppKitTheme()
  const { walletProvider } = useAppKitProvider<Provider>('eip155')
  const [chainId, setChainId] = useState('')

  const handleDisconnect = async () => {
    try {
      await disconnect()
    } catch (error) {
      console.error('Failed to disconnect:', error)
    }
  }

  // The wallet's own EIP-1193 provider, asked directly.
  const handleChainId = async () => {
    if (!walletProvider) return
    setChainId(await walletProvider.request<string>({ method: 'eth_chainId' }))
  }

  return (
    <div>
      <button type="button" onClick={() => open()}>
        Open
      </button>
      <button type="button" onClick={() => open({ view: 'Networks' })}>
        Open networks
      </button>
      <button type="button" onClick={handleDisconnect}>
        Disconnect
      </button>
      <button type="button" onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}>
        Toggle theme
      </button>
      <button type="button" onClick={handleChainId} disabled={!walletProvider}>
        Ask the wallet for its chain
      </button>
      {chainId ? <p data-testid="provider-chain-id">{chainId}</p> : null}
    </div>
  )
}

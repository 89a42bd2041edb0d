// AppKit's hooks for state, as its React docs show them (https://docs.reown.com/appkit/react/core/hooks),
// beside wagmi's own hooks on the same wagmi config.
import {
  useAppKitAccount,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitProvider,
  useAppKitState,
  useAppKitTheme,
  useWalletInfo,
} from '@foyer/appkit/react'
import { useEffect } from 'react'
import { useAccount, useBalance } from 'wagmi'

export function InfoList() {
  const { themeMode, themeVariables } = useAppKitTheme()
  const state = useAppKitState()
  const { address, caipAddress, isConnected, status } = useAppKitAccount()
  const { caipNetwork, chainId, caipNetworkId } = useAppKitNetwork()
  const events = useAppKitEvents()
  const { walletInfo } = useWalletInfo()
  const { walletProviderType } = useAppKitProvider('eip155')
  const wagmiAccount = useAccount()
  const balance = useBalance({ address: wagmiAccount.address })

  useEffect(() => {
    console.log('Events: ', events)
  }, [events])

  return (
    <>
      <section>
        <h2>useAppKitAccount</h2>
        <dl>
          <dt>Address</dt>
          <dd data-testid="appkit-address">{address ?? ''}</dd>
          <dt>CAIP address</dt>
          <dd data-testid="appkit-caip-address">{caipAddress ?? ''}</dd>
          <dt>Connected</dt>
          <dd data-testid="appkit-connected">{isConnected.toString()}</dd>
          <dt>Status</dt>
          <dd data-testid="appkit-status">{status ?? ''}</dd>
        </dl>
      </section>
      <section>
        <h2>wagmi</h2>
        <dl>
          <dt>Address</dt>
          <dd data-testid="wagmi-address">{wagmiAccount.address ?? ''}</dd>
          <dt>Balance</dt>
          <dd data-testid="wagmi-balance">
            {balance.data ? `${balance.data.value} ${balance.data.symbol}` : ''}
          </dd>
        </dl>
      </section>
      <section>
        <h2>useAppKitNetwork</h2>
        <dl>
          <dt>Network</dt>
          <dd data-testid="appkit-network">{caipNetwork?.name ?? ''}</dd>
          <dt>Chain id</dt>
          <dd data-testid="appkit-chain-id">{chainId ?? ''}</dd>
          <dt>CAIP network id</dt>
          <dd data-testid="appkit-caip-network-id">{caipNetworkId ?? ''}</dd>
        </dl>
      </section>
      <section>
        <h2>useAppKitState</h2>
        <dl>
          <dt>Open</dt>
          <dd data-testid="appkit-open">{state.open.toString()}</dd>
          <dt>Selected network</dt>
          <dd data-testid="appkit-selected-network">{state.selectedNetworkId ?? ''}</dd>
          <dt>Active chain</dt>
          <dd data-testid="appkit-active-chain">{state.activeChain ?? ''}</dd>
        </dl>
      </section>
      <section>
        <h2>useAppKitTheme</h2>
        <dl>
          <dt>Theme mode</dt>
          <dd data-testid="appkit-theme-mode">{themeMode}</dd>
          <dt>Theme variables</dt>
          <dd data-testid="appkit-theme-variables">{JSON.stringify(themeVariables)}</dd>
        </dl>
      </section>
      <section>
        <h2>useAppKitEvents</h2>
        <dl>
          <dt>Last event</dt>
          <dd data-testid="appkit-event">{events.data.event}</dd>
        </dl>
      </section>
      <section>
        <h2>useWalletInfo and useAppKitProvider</h2>
        <dl>
          <dt>Wallet</dt>
          <dd data-testid="appkit-wallet-name">{walletInfo?.name ?? ''}</dd>
          <dt>Provider type</dt>
          <dd data-testid="appkit-provider-type">{walletProviderType ?? ''}</dd>
        </dl>
      </section>
    </>
  )
}

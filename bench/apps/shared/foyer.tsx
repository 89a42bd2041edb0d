// The Foyer host app, shared by the three Foyer builds that differ only in `features`.
import { createFoyer, type FoyerOptions } from '@foyer/core'
import type { ChainAdapter } from '@foyer/core/adapter'
import { createEvmAdapter } from '@foyer/evm'
import { ConnectButton, FoyerProvider } from '@foyer/react'
import { mainnet } from 'viem/chains'
import { renderHost } from './host.js'

/**
 * Renders the host app with Foyer; `features` is passed to createFoyer only when given; `moreAdapters` go
 * beside the EVM one (passed in, so that a host without them never imports them).
 */
export function renderFoyerHost(
  features?: FoyerOptions['features'],
  moreAdapters: readonly ChainAdapter[] = [],
): void {
  const evm = createEvmAdapter({ networks: [mainnet] })
  const foyer = createFoyer({
    projectId: 'bench',
    // E-mail login is on by default; with an auth service named, its connector and field are there too
    // (nothing of the embedded wallet loads before the visitor uses it).
    authUrl: 'http://127.0.0.1:9/',
    adapters: [evm, ...moreAdapters],
    ...(features ? { features } : {}),
  })
  renderHost(
    evm.wagmiConfig,
    <FoyerProvider foyer={foyer}>
      <ConnectButton />
    </FoyerProvider>,
  )
}

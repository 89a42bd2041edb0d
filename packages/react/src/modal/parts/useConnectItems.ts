import { buildConnectList, type ConnectListItem, type FoyerState } from '@foyer/core'
import { useMemo } from 'react'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'

/** The wallets to offer, in SPEC order (recent first): the adapters' connectors and the host's custom wallets. */
export function useConnectItems(): ConnectListItem[] {
  const { options } = useFoyer()
  const connectors = useFoyerSelector(selectConnectors)
  const recentWalletIds = useFoyerSelector(selectRecent)
  return useMemo(
    () =>
      buildConnectList({
        connectors,
        recentWalletIds,
        featuredWalletIds: options.featuredWalletIds,
        customWallets: options.customWallets,
      }).filter((item) => item.kind === 'connector' || customWalletLink(item.wallet)),
    [connectors, recentWalletIds, options.featuredWalletIds, options.customWallets],
  )
}

/** Where a custom wallet's link goes; wallets without one are left out rather than shown dead. */
export function customWalletLink(wallet: {
  webappLink?: string | undefined
  homepage?: string | undefined
}): string | undefined {
  return wallet.webappLink || wallet.homepage || undefined
}

const selectConnectors = (state: FoyerState) => state.connectors
const selectRecent = (state: FoyerState) => state.recentWalletIds

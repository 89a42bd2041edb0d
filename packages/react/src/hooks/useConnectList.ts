import type { ConnectListItem, FoyerState, WalletListEntry } from '@foyer/core'
import { buildConnectList } from '@foyer/core/internal'
import { useMemo } from 'react'
import { useFoyer } from './useFoyer.js'
import { useFoyerSelector } from './useFoyerSelector.js'
import { useWallets } from './useWalletDirectory.js'

export type UseConnectListParameters = {
  /** False: the adapters' connectors and the host's custom wallets alone, no directory wallets. Default true. */
  withDirectory?: boolean | undefined
}
export type UseConnectListReturnType = ConnectListItem[]

/**
 * The wallets the Connect view offers, in SPEC order (recent first): the adapters' connectors (installed
 * wallets: EIP-6963, Wallet Standard; WalletConnect), then, with the wallet service, featured wallets, the
 * host's custom wallets, and 4 recommended from the directory. A connector connects with
 * `useConnect().connect({ connectorUid })`; a directory or custom wallet pairs through the WalletConnect
 * connector (`connect({ connectorUid, wallet })`), and is left out when there is none and it has no link to
 * go to instead. The modal's Connect view is built on this, like a host's own list.
 */
export function useConnectList({
  withDirectory = true,
}: UseConnectListParameters = {}): UseConnectListReturnType {
  return useConnectListOf(useDirectoryWallets(withDirectory))
}

/** The directory's part of the list: featured, recommended (the first page) and recent wallets. */
export type DirectoryWallets = {
  featured: WalletListEntry[]
  recommended: WalletListEntry[]
  recent: WalletListEntry[]
  /** The first page's failure (the recommended wallets are missing). */
  error: Error | null
}

/** No directory wallets: the list of the adapters' connectors and the host's custom wallets. */
export const NO_DIRECTORY_WALLETS: DirectoryWallets = {
  featured: [],
  recommended: [],
  recent: [],
  error: null,
}

const NO_WALLETS: WalletListEntry[] = []
// An empty answer is always the same array, so the memo below holds while nothing arrives.
const orNone = (wallets: WalletListEntry[]) => (wallets.length ? wallets : NO_WALLETS)

/**
 * The directory's queries of the list (off, reading nothing, without `withDirectory`). Apart from the
 * list itself so that the modal's Connect view can start them after its first paint: creating the
 * queries' observers was most of that view's first render (bench/README.md, "What moved in session 30").
 */
export function useDirectoryWallets(withDirectory: boolean): DirectoryWallets {
  const { options } = useFoyer()
  const connectors = useFoyerSelector(selectConnectors)
  const recentWalletIds = useFoyerSelector(selectRecent)
  const featured = useWallets({ ids: withDirectory ? options.featuredWalletIds : [] })
  const recommended = useWallets({ page: 1, ids: withDirectory ? undefined : [] })
  // Wallets paired with through WalletConnect come back as recent even when off the first page.
  const recent = useWallets({
    ids: withDirectory ? recentWalletIds.filter((id) => !connectorIds(connectors).has(id)) : [],
  })
  const [featuredWallets, recommendedWallets, recentWallets] = [
    orNone(featured.wallets),
    orNone(recommended.wallets),
    orNone(recent.wallets),
  ]
  return useMemo(
    () => ({
      featured: featuredWallets,
      recommended: recommendedWallets,
      recent: recentWallets,
      error: recommended.error,
    }),
    [featuredWallets, recommendedWallets, recentWallets, recommended.error],
  )
}

/** The list from the directory's wallets (`useDirectoryWallets`' answer, or none) and the store. */
export function useConnectListOf(directory: DirectoryWallets): UseConnectListReturnType {
  const { options } = useFoyer()
  const connectors = useFoyerSelector(selectConnectors)
  const recentWalletIds = useFoyerSelector(selectRecent)
  const activeNamespace = useFoyerSelector(selectActiveNamespace)
  const pairs = connectors.some((connector) => connector.type === 'walletConnect')
  return useMemo(
    () =>
      buildConnectList({
        connectors,
        recentWalletIds,
        featuredWalletIds: options.featuredWalletIds,
        customWallets: options.customWallets,
        featuredWallets: directory.featured,
        recommendedWallets: directory.recommended,
        recentWallets: directory.recent,
        preferredNamespace: activeNamespace,
      }).filter((item) => item.kind === 'connector' || pairs || walletLink(item.wallet)),
    [
      connectors,
      recentWalletIds,
      options.featuredWalletIds,
      options.customWallets,
      directory,
      activeNamespace,
      pairs,
    ],
  )
}

/**
 * Where a custom or directory wallet's link goes when it cannot pair (no WalletConnect: the host has no
 * projectId): its web app, else its homepage. Wallets without one are left out rather than shown dead.
 */
export function walletLink(wallet: {
  webappLink?: string | undefined
  webapp_link?: string | null
  homepage?: string | null | undefined
}): string | undefined {
  return wallet.webappLink || wallet.webapp_link || wallet.homepage || undefined
}

const selectConnectors = (state: FoyerState) => state.connectors
const connectorIds = (connectors: FoyerState['connectors']) =>
  new Set(connectors.map((connector) => connector.id))
const selectRecent = (state: FoyerState) => state.recentWalletIds
const selectActiveNamespace = (state: FoyerState) => state.activeNamespace

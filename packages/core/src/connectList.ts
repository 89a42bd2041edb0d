import type { WalletListEntry } from './api/schemas.js'
import type { Connector } from './connectors/types.js'
import type { ConnectMethod, CustomWallet, Features } from './options/types.js'

/** The groups of the Connect view, in SPEC §2 connector order. */
export const CONNECTOR_GROUP_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const

/** One group of the Connect view. */
export type ConnectorGroup = (typeof CONNECTOR_GROUP_ORDER)[number]

/** Recommended wallets shown in the Connect view (SPEC §9). */
export const RECOMMENDED_COUNT = 4

/** One row of the Connect view: a connector an adapter reports, a custom wallet, or a directory wallet. */
export type ConnectListItem =
  | { kind: 'connector'; group: ConnectorGroup; connector: Connector }
  | { kind: 'custom'; group: 'custom' | 'recent'; wallet: CustomWallet }
  | { kind: 'directory'; group: 'featured' | 'recommended' | 'recent'; wallet: WalletListEntry }

/** Orders wallets for the Connect view: wallet-connect, recent, injected, featured, custom, external, recommended. */
export function buildConnectList({
  connectors,
  recentWalletIds,
  featuredWalletIds = [],
  customWallets = [],
  featuredWallets = [],
  recommendedWallets = [],
  recentWallets = [],
}: {
  connectors: readonly Connector[]
  recentWalletIds: readonly string[]
  featuredWalletIds?: readonly string[]
  customWallets?: readonly CustomWallet[]
  /** Directory entries for options.featuredWalletIds, in that order. */
  featuredWallets?: readonly WalletListEntry[]
  /** Directory entries to recommend (the directory's first page); 4 are kept. */
  recommendedWallets?: readonly WalletListEntry[]
  /** Directory entries for recentWalletIds (wallets paired with through WalletConnect). */
  recentWallets?: readonly WalletListEntry[]
}): ConnectListItem[] {
  const groupOf = (connector: Connector): ConnectorGroup => {
    if (connector.type === 'walletConnect') return 'walletConnect'
    if (recentWalletIds.includes(connector.id)) return 'recent'
    // Installed in the browser: announced through EIP-6963 or the Wallet Standard.
    if (connector.type === 'injected' || connector.type === 'walletStandard') return 'injected'
    if (connector.explorerId && featuredWalletIds.includes(connector.explorerId)) return 'featured'
    return 'external'
  }
  const items: ConnectListItem[] = connectors
    .filter((connector) => connector.type !== 'auth')
    .map((connector) => ({ kind: 'connector', group: groupOf(connector), connector }))
  for (const wallet of customWallets)
    items.push({
      kind: 'custom',
      group: recentWalletIds.includes(wallet.id) ? 'recent' : 'custom',
      wallet,
    })

  // A directory wallet the visitor has installed is already listed through its connector.
  const installed = new Set(
    connectors.flatMap((connector) => [connector.id, connector.rdns, connector.explorerId]),
  )
  const shown = new Set<string>()
  const fromDirectory = (wallet: WalletListEntry) =>
    !installed.has(wallet.id) &&
    !(wallet.rdns && installed.has(wallet.rdns)) &&
    !shown.has(wallet.id)
  const featuredOrder = (wallet: WalletListEntry) => featuredWalletIds.indexOf(wallet.id)
  for (const wallet of [...recentWallets, ...featuredWallets, ...recommendedWallets]) {
    if (!recentWalletIds.includes(wallet.id) || !fromDirectory(wallet)) continue
    shown.add(wallet.id)
    items.push({ kind: 'directory', group: 'recent', wallet })
  }
  for (const wallet of [...featuredWallets]
    .sort((a, b) => featuredOrder(a) - featuredOrder(b))
    .filter(fromDirectory)) {
    shown.add(wallet.id)
    items.push({ kind: 'directory', group: 'featured', wallet })
  }
  for (const wallet of recommendedWallets.filter(fromDirectory).slice(0, RECOMMENDED_COUNT)) {
    shown.add(wallet.id)
    items.push({ kind: 'directory', group: 'recommended', wallet })
  }

  const rank = (item: ConnectListItem) => {
    const group = CONNECTOR_GROUP_ORDER.indexOf(item.group)
    // Within "recent", the most recently used comes first; elsewhere discovery order is kept (sort is stable).
    const within =
      item.group === 'recent'
        ? recentWalletIds.indexOf(item.kind === 'connector' ? item.connector.id : item.wallet.id)
        : 0
    return group * 1000 + within
  }
  return items.sort((a, b) => rank(a) - rank(b))
}

/** The order of connect methods (SPEC §2): email, social, wallet — or wallet first when a browser wallet is present. */
export function connectMethodsOrder(
  features: Pick<Features, 'email' | 'socials' | 'connectMethodsOrder'>,
  hasBrowserWallet: boolean,
): ConnectMethod[] {
  const order: readonly ConnectMethod[] =
    features.connectMethodsOrder ??
    (hasBrowserWallet ? ['wallet', 'email', 'social'] : ['email', 'social', 'wallet'])
  return order.filter((method) => {
    if (method === 'email') return features.email
    if (method === 'social') return Array.isArray(features.socials) && features.socials.length > 0
    return true
  })
}

import type { WalletListEntry } from './api/schemas.js'
import type { Connector } from './connectors/types.js'
import type { ConnectMethod, CustomWallet, Features } from './options/types.js'
import type { Namespace } from './types/caip.js'

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

/**
 * One row of the Connect view: a connector an adapter reports, a custom wallet, or a directory wallet. A
 * wallet offering several chain families (its EIP-6963 and Wallet Standard sides share a name) is one row:
 * `connector` is its side for the family in use, `otherSides` the rest.
 */
export type ConnectListItem =
  | { kind: 'connector'; group: ConnectorGroup; connector: Connector; otherSides?: Connector[] }
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
  preferredNamespace,
}: {
  connectors: readonly Connector[]
  /** The chain family in use: a multi-chain wallet's row connects its side for this family. */
  preferredNamespace?: Namespace | undefined
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
  const items: ConnectListItem[] = mergeWalletSides(
    connectors.filter((connector) => connector.type !== 'auth'),
    preferredNamespace,
  ).map(({ connector, otherSides }) => {
    const group = groupOf(connector)
    // A wallet used recently through its other side is recent too.
    const recent =
      group !== 'walletConnect' && otherSides.some((side) => recentWalletIds.includes(side.id))
    return {
      kind: 'connector',
      group: recent ? 'recent' : group,
      connector,
      ...(otherSides.length ? { otherSides } : {}),
    }
  })
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
        ? Math.min(
            ...(item.kind === 'connector'
              ? [item.connector, ...(item.otherSides ?? [])].map((side) => side.id)
              : [item.wallet.id]
            )
              .map((id) => recentWalletIds.indexOf(id))
              .filter((index) => index >= 0),
          )
        : 0
    return group * 1000 + within
  }
  return items.sort((a, b) => rank(a) - rank(b))
}

/** Installed-wallet connector types whose sides of one wallet (one per chain family) are shown as one row. */
const BROWSER_WALLET_TYPES: readonly Connector['type'][] = ['injected', 'walletStandard']

/**
 * Groups the browser-wallet connectors of one wallet across chain families, recognised by name (the one thing
 * an EIP-6963 announcement and a Wallet Standard registration share). The side kept first is the one for
 * `preferred`, else the first reported; connectors of one family never merge.
 */
function mergeWalletSides(
  connectors: readonly Connector[],
  preferred: Namespace | undefined,
): { connector: Connector; otherSides: Connector[] }[] {
  const rows: { connector: Connector; otherSides: Connector[] }[] = []
  for (const connector of connectors) {
    const row = BROWSER_WALLET_TYPES.includes(connector.type)
      ? rows.find(
          (candidate) =>
            BROWSER_WALLET_TYPES.includes(candidate.connector.type) &&
            candidate.connector.name === connector.name &&
            ![candidate.connector, ...candidate.otherSides].some((side) =>
              side.namespaces.some((namespace) => connector.namespaces.includes(namespace)),
            ),
        )
      : undefined
    if (!row) {
      rows.push({ connector, otherSides: [] })
      continue
    }
    if (preferred && connector.namespaces.includes(preferred)) {
      row.otherSides.push(row.connector)
      row.connector = connector
    } else row.otherSides.push(connector)
  }
  return rows
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

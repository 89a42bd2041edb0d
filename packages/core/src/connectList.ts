import type { ConnectMethod, Features } from './options/types.js'
import type { CustomWallet, WalletConnector } from './state/types.js'

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

/** One row of the Connect view: a connector the adapter reports, or a custom wallet link. */
export type ConnectListItem =
  | { kind: 'connector'; group: ConnectorGroup; connector: WalletConnector }
  | { kind: 'custom'; group: 'custom'; wallet: CustomWallet }

/** Orders wallets for the Connect view: wallet-connect, recent, injected, featured, custom, external, recommended. */
export function buildConnectList({
  connectors,
  recentWalletIds,
  featuredWalletIds = [],
  customWallets = [],
}: {
  connectors: readonly WalletConnector[]
  recentWalletIds: readonly string[]
  featuredWalletIds?: readonly string[]
  customWallets?: readonly CustomWallet[]
}): ConnectListItem[] {
  const groupOf = (connector: WalletConnector): ConnectorGroup => {
    if (connector.type === 'walletConnect') return 'walletConnect'
    if (recentWalletIds.includes(connector.id)) return 'recent'
    if (connector.type === 'injected') return 'injected'
    if (connector.explorerId && featuredWalletIds.includes(connector.explorerId)) return 'featured'
    return 'external'
  }
  const items: ConnectListItem[] = connectors
    .filter((connector) => connector.type !== 'auth')
    .map((connector) => ({ kind: 'connector', group: groupOf(connector), connector }))
  for (const wallet of customWallets) items.push({ kind: 'custom', group: 'custom', wallet })

  const rank = (item: ConnectListItem) => {
    const group = CONNECTOR_GROUP_ORDER.indexOf(item.group)
    // Within "recent", the most recently used comes first; elsewhere discovery order is kept (sort is stable).
    const within =
      item.group === 'recent' && item.kind === 'connector'
        ? recentWalletIds.indexOf(item.connector.id)
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

/** Puts `id` first among recent wallets, keeping at most `limit`. */
export function rememberRecentWallet(
  recent: readonly string[],
  id: string,
  limit: number,
): string[] {
  return [id, ...recent.filter((other) => other !== id)].slice(0, limit)
}

import type { ConnectorType, FoyerState, Namespace } from '@foyer/core'

/** The kinds of wallet connection AppKit names (`useAppKitProvider().walletProviderType`). */
export type AppKitConnectorType = 'EXTERNAL' | 'WALLET_CONNECT' | 'INJECTED' | 'ANNOUNCED' | 'AUTH'

/** Foyer's connector types as AppKit's; an injected wallet that announced itself (an rdns) is ANNOUNCED. */
const TYPES: Record<ConnectorType, AppKitConnectorType> = {
  injected: 'INJECTED',
  walletStandard: 'ANNOUNCED',
  walletConnect: 'WALLET_CONNECT',
  auth: 'AUTH',
  external: 'EXTERNAL',
}

/** The kind of connection a namespace is connected through, as AppKit names it; undefined while disconnected. */
export function walletProviderType(
  state: FoyerState,
  namespace: Namespace,
): AppKitConnectorType | undefined {
  const account = state.accounts[namespace]
  if (account?.status !== 'connected') return undefined
  const connector = state.connectors.find((candidate) => candidate.uid === account.connectorUid)
  if (!connector) return undefined
  return connector.type === 'injected' && connector.rdns ? 'ANNOUNCED' : TYPES[connector.type]
}

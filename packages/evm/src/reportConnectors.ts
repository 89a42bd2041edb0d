import type { AdapterContext, Connector as FoyerConnector, WalletConnectHub } from '@foyer/core'
import { type Config, type Connector, watchConnectors } from '@wagmi/core'

/**
 * Reports wagmi's connectors to the instance, now and whenever they change. The WalletConnect connector
 * serves every namespace that asked the shared session for its own (the hub's), so it is reported again
 * when one asks, and the hub keeps it for the other adapters to list. Returns a function that stops.
 */
export function reportConnectors(
  wagmiConfig: Config,
  mounted: AdapterContext,
  hub: WalletConnectHub | undefined,
): () => void {
  const sessionNamespaces = () => [
    'eip155' as const,
    ...((hub?.namespaces.keys() ?? []) as Iterable<'solana'>),
  ]
  const report = (connectors: readonly Connector[]) => {
    const reported = connectors.map((connector) => toConnector(connector, sessionNamespaces))
    if (hub) hub.connector = reported.find((connector) => connector.type === 'walletConnect')
    mounted.emit({ type: 'connectors', connectors: reported })
  }
  if (hub) hub.refreshConnectors = () => report(wagmiConfig.connectors)
  report(wagmiConfig.connectors)
  return watchConnectors(wagmiConfig, { onChange: report })
}

function toConnector(
  connector: Connector,
  sessionNamespaces: () => FoyerConnector['namespaces'],
): FoyerConnector {
  return {
    id: connector.id,
    uid: connector.uid,
    name: connector.name,
    namespaces: connector.type === 'walletConnect' ? sessionNamespaces() : ['eip155'],
    type:
      connector.type === 'walletConnect'
        ? 'walletConnect'
        : connector.type === 'injected'
          ? 'injected'
          : connector.type === 'auth'
            ? 'auth'
            : 'external',
    icon: connector.icon,
    rdns: typeof connector.rdns === 'string' ? connector.rdns : connector.id,
  }
}

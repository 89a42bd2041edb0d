import type { Connector as FoyerConnector } from '@foyer/core'
import type { AdapterContext, WalletConnectHub } from '@foyer/core/adapter'
import type { EmbeddedWalletHub } from '@foyer/embedded'
import { type Config, type Connector, watchConnectors } from '@wagmi/core'

/**
 * Reports wagmi's connectors to the instance, now and whenever they change. The WalletConnect and auth
 * connectors serve every namespace that joined their session (the hubs'), so they are reported again when
 * one joins, and each hub keeps its connector for the other adapters to list. Returns a function that stops.
 */
export function reportConnectors(
  wagmiConfig: Config,
  mounted: AdapterContext,
  hubs: { walletConnect: WalletConnectHub | undefined; embedded: EmbeddedWalletHub | undefined },
): () => void {
  const { walletConnect, embedded } = hubs
  const namespacesOf = (type: string): FoyerConnector['namespaces'] => [
    'eip155',
    ...((type === 'walletConnect'
      ? walletConnect?.joined.keys()
      : type === 'auth'
        ? embedded?.joined.keys()
        : undefined) ?? []),
  ]
  const report = (connectors: readonly Connector[]) => {
    const reported = connectors.map((connector) => toConnector(connector, namespacesOf))
    if (walletConnect)
      walletConnect.connector = reported.find((connector) => connector.type === 'walletConnect')
    if (embedded) embedded.connector = reported.find((connector) => connector.type === 'auth')
    mounted.emit({ type: 'connectors', connectors: reported })
  }
  const refresh = () => report(wagmiConfig.connectors)
  if (walletConnect) walletConnect.refreshConnectors = refresh
  if (embedded) embedded.refreshConnectors = refresh
  report(wagmiConfig.connectors)
  return watchConnectors(wagmiConfig, { onChange: report })
}

function toConnector(
  connector: Connector,
  namespacesOf: (type: string) => FoyerConnector['namespaces'],
): FoyerConnector {
  return {
    id: connector.id,
    uid: connector.uid,
    name: connector.name,
    namespaces: namespacesOf(connector.type),
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

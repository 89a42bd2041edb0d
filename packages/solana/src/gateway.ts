import { type AdapterContext, SOLANA_CLUSTERS } from '@foyer/core/adapter'
import type { SolanaNetwork } from './networks.js'

// Issue 22: networks the host gave no RPC URL of its own — the public clusters' presets — read through the
// data service's RPC gateway when the host named the service, with the public URL behind it. A host's own
// URL (a provider, a node, a local cluster) is used as it is. Kept apart from the lazy RPC code so that the
// adapter's mount can say which networks go through the gateway.

const PUBLIC_RPC_URLS: ReadonlySet<string> = new Set(
  Object.values(SOLANA_CLUSTERS).map((cluster) => cluster.rpcUrl),
)
const gateways = new WeakMap<SolanaNetwork, string>()

/** Whether `network` is a public cluster at its public URL (a preset, or the same by hand). */
export const isPublicPreset = (network: SolanaNetwork) => PUBLIC_RPC_URLS.has(network.rpcUrl)

/** Reads of `network` go to `url` first. */
export function useGateway(network: SolanaNetwork, url: string): void {
  gateways.set(network, url)
}

/** The gateway `network`'s reads go to first, if any. */
export const gatewayOf = (network: SolanaNetwork): string | undefined => gateways.get(network)

/** At mount: the public clusters' reads go through the data service's gateway, when the host named one. */
export function useGateways(
  networks: readonly SolanaNetwork[],
  mounted: Pick<AdapterContext, 'rpcGatewayUrl'>,
): void {
  for (const network of networks) {
    const gateway = isPublicPreset(network)
      ? mounted.rpcGatewayUrl(`solana:${network.id}`)
      : undefined
    if (gateway) useGateway(network, gateway)
  }
}

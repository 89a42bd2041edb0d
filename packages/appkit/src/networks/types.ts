import type { CaipNetworkId, Namespace } from '@foyer/core'
import type { Chain } from 'viem'

/** A chain family's CAIP-2 namespace, as AppKit names the type (Foyer's namespaces). */
export type ChainNamespace = Namespace

/**
 * A network in AppKit's custom-network shape (what `defineChain` takes and returns): a viem-style chain
 * with its CAIP-2 identity. Solana clusters use the genesis hash prefix as `id`.
 */
export type CaipNetwork = {
  id: number | string
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: {
    default: { http: readonly string[]; webSocket?: readonly string[] | undefined }
    [name: string]: { http: readonly string[]; webSocket?: readonly string[] | undefined }
  }
  blockExplorers?:
    | {
        default: { name: string; url: string; apiUrl?: string | undefined }
        [name: string]: { name: string; url: string; apiUrl?: string | undefined }
      }
    | undefined
  contracts?: Chain['contracts'] | undefined
  testnet?: boolean | undefined
  sourceId?: number | undefined
  /** AppKit's image of the network; Foyer's services serve network images instead (README). */
  assets?: { imageId: string | undefined; imageUrl: string | undefined } | undefined
}

/** What AppKit's `networks` options take: a plain viem chain (an EVM network) or a CAIP network. */
export type AppKitNetwork = Chain | CaipNetwork

/** The CAIP-2 id of a network: its own, or `eip155:<id>` for a plain viem chain. */
export function caipNetworkIdOf(network: AppKitNetwork): CaipNetworkId {
  return 'caipNetworkId' in network && network.caipNetworkId
    ? network.caipNetworkId
    : `eip155:${network.id}`
}

/** The namespace of a network: its own, or `eip155` for a plain viem chain. */
export function namespaceOf(network: AppKitNetwork): ChainNamespace {
  return 'chainNamespace' in network && network.chainNamespace ? network.chainNamespace : 'eip155'
}

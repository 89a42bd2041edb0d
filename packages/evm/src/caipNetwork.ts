import type { CaipNetwork } from '@foyer/core'
import type { Chain } from 'viem'

/** A viem chain as a CAIP network (`eip155:<id>`). */
export function toCaipNetwork(chain: Chain): CaipNetwork {
  return {
    id: chain.id,
    caipNetworkId: `eip155:${chain.id}`,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: chain.rpcUrls.default.http } },
    blockExplorers: chain.blockExplorers?.default
      ? { default: chain.blockExplorers.default }
      : undefined,
    testnet: chain.testnet,
  }
}

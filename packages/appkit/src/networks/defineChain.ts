import { AppKitCompatError } from '../errors.js'
import type { CaipNetwork } from './types.js'

/**
 * A custom network in AppKit's shape (`id`, `caipNetworkId`, `chainNamespace`, `name`, `nativeCurrency`,
 * `rpcUrls`, `blockExplorers`…), returned as given. Unlike AppKit's, it checks that `caipNetworkId` is
 * `chainNamespace:id`, since Foyer finds networks by that id and a mismatch would never match a wallet's.
 */
export function defineChain<const chain extends CaipNetwork>(chain: chain): chain {
  const expected = `${chain.chainNamespace}:${chain.id}`
  if (chain.caipNetworkId !== expected)
    throw new AppKitCompatError([
      `defineChain: "${chain.name}" has caipNetworkId "${chain.caipNetworkId}", but its chainNamespace and id make "${expected}"`,
    ])
  return chain
}

import type { ChainAdapter } from '@foyer/core/adapter'
import { createEvmAdapter, type EvmAdapter } from '@foyer/evm'
import type { Config } from '@wagmi/core'
import type { Chain } from 'viem'
import { AppKitCompatError, throwIfProblems } from '../errors.js'
import { type AppKitNetwork, caipNetworkIdOf } from '../networks/types.js'
import type { AppKitAdapter } from './types.js'
import {
  toWagmiChains,
  type WagmiAdapterOptions,
  wagmiAdapterProblems,
} from './wagmiAdapterOptions.js'

/**
 * AppKit's `WagmiAdapter` on Foyer's EVM adapter. Its `wagmiConfig` is the real wagmi config Foyer connects
 * through, so `<WagmiProvider config={wagmiAdapter.wagmiConfig}>` and wagmi's hooks see the same connection.
 */
export class WagmiAdapter implements AppKitAdapter {
  readonly namespace = 'eip155' as const
  readonly projectId: string
  /** The wagmi chains made from the networks. */
  readonly wagmiChains: readonly [Chain, ...Chain[]]
  readonly wagmiConfig: Config
  readonly #adapter: EvmAdapter

  constructor(options: WagmiAdapterOptions) {
    throwIfProblems(wagmiAdapterProblems(options))
    this.projectId = options.projectId
    this.wagmiChains = toWagmiChains(options.networks, options.customRpcUrls)
    this.#adapter = createEvmAdapter({
      networks: this.wagmiChains,
      transports: options.transports,
      connectors: options.connectors,
      multiInjectedProviderDiscovery: options.multiInjectedProviderDiscovery,
      ...(options.storage === null ? { storage: null } : {}),
    })
    this.wagmiConfig = this.#adapter.wagmiConfig
  }

  /** Foyer's EVM adapter; createAppKit's EVM networks must be the ones wagmi's config was made from. */
  toFoyerAdapter(networks: readonly AppKitNetwork[]): ChainAdapter {
    const own = this.#adapter.networks.map((network) => network.caipNetworkId)
    const given = networks.map(caipNetworkIdOf)
    const missing = given.filter((id) => !own.includes(id))
    const extra = own.filter((id) => !given.includes(id))
    if (missing.length || extra.length)
      throw new AppKitCompatError([
        `createAppKit's EVM networks and WagmiAdapter's must be the same (wagmi's config is made from the adapter's): ${[
          ...missing.map((id) => `${id} is not in WagmiAdapter's networks`),
          ...extra.map((id) => `${id} is not in createAppKit's networks`),
        ].join('; ')}`,
      ])
    return this.#adapter
  }
}

import type { CaipNetworkId } from '@foyer/core'
import type { CreateConnectorFn } from '@wagmi/core'
import type { Chain, Transport } from 'viem'
import { unsupportedOption } from '../errors.js'
import { type AppKitNetwork, caipNetworkIdOf, namespaceOf } from '../networks/types.js'

/** An RPC URL for a network (AppKit's `CustomRpcUrl`); Foyer's transport sets the HTTP options itself. */
export type CustomRpcUrl = {
  url: string
  /** Not supported: Foyer's transport sets the HTTP options (SPEC §9's timeout, retries and batches). */
  config?: never
}

/** RPC URLs per network, by CAIP-2 id (AppKit's `CustomRpcUrlMap`). */
export type CustomRpcUrlMap = Partial<Record<CaipNetworkId, CustomRpcUrl[]>>

/** What `new WagmiAdapter(…)` takes: AppKit's options that Foyer's EVM adapter honours. */
export type WagmiAdapterOptions = {
  /** The EVM networks (viem chains or `defineChain` networks): the same as createAppKit's EVM networks. */
  networks: AppKitNetwork[]
  /** Must be createAppKit's projectId. */
  projectId: string
  /** wagmi transports per chain id; Foyer's transport (its service's RPC gateway, then the chain's URL) otherwise. */
  transports?: Record<number, Transport> | undefined
  /** Extra wagmi connectors; EIP-6963 wallets are found without them. */
  connectors?: CreateConnectorFn[] | undefined
  /** Discover wallets announced through EIP-6963 (default true). */
  multiInjectedProviderDiscovery?: boolean | undefined
  /**
   * Accepted: Foyer's wagmi config reads nothing stored on a server and restores the stored connection when
   * it is created in a browser (README, "WagmiAdapter").
   */
  ssr?: boolean | undefined
  /** RPC URLs per network, used instead of the chain's own (after Foyer's RPC gateway when `apiUrl` is set). */
  customRpcUrls?: CustomRpcUrlMap | undefined
  /** Only `null` (keep nothing): Foyer's wagmi config keeps its state in localStorage under Foyer's prefix. */
  storage?: null | undefined
  /** Not supported (README). */
  pendingTransactionsFilter?: never
  chains?: never
  client?: never
  batch?: never
  cacheTime?: never
  pollingInterval?: never
  syncConnectedChain?: never
}

const MAPPED = new Set([
  'networks',
  'projectId',
  'transports',
  'connectors',
  'multiInjectedProviderDiscovery',
  'ssr',
  'customRpcUrls',
  'storage',
])

/** wagmi's createConfig parameters (and AppKit's) that Foyer's EVM adapter sets itself, and why. */
export const REFUSED_WAGMI_ADAPTER_OPTIONS: Record<string, string> = {
  chains: 'give the networks in "networks"; the wagmi chains are made from them',
  client: "Foyer's EVM adapter makes wagmi's clients from the networks and transports",
  batch: "Foyer's EVM adapter sets wagmi's batching (SPEC §9)",
  cacheTime: "Foyer's EVM adapter sets wagmi's cache time",
  pollingInterval: "Foyer's EVM adapter sets wagmi's polling interval (SPEC §9)",
  syncConnectedChain: "Foyer's EVM adapter keeps wagmi's connected chain in sync itself",
  pendingTransactionsFilter:
    'Foyer refreshes balances after the transactions it sends and does not poll for pending transactions',
}

const STORAGE_WHY =
  "Foyer's wagmi config keeps its state in localStorage under Foyer's key prefix, and `storage: null` keeps nothing; a wagmi Storage (createStorage, cookieStorage for server rendering) cannot be handed on"

/** Every problem with WagmiAdapter's options, as sentences. */
export function wagmiAdapterProblems(options: WagmiAdapterOptions): string[] {
  if (typeof options !== 'object' || options === null)
    return ['new WagmiAdapter(options): options must be an object with networks and projectId']
  const problems: string[] = []
  for (const [key, value] of Object.entries(options)) {
    if (value === undefined) continue
    const why = REFUSED_WAGMI_ADAPTER_OPTIONS[key]
    if (why) problems.push(unsupportedOption(`WagmiAdapter.${key}`, why))
    else if (!MAPPED.has(key))
      problems.push(`the option "WagmiAdapter.${key}" is not an option of AppKit's WagmiAdapter`)
  }
  if (options.storage !== undefined && options.storage !== null)
    problems.push(unsupportedOption('WagmiAdapter.storage', STORAGE_WHY))
  if (!Array.isArray(options.networks) || options.networks.length === 0)
    problems.push('new WagmiAdapter(options): "networks" must name at least one EVM network')
  for (const network of Array.isArray(options.networks) ? options.networks : []) {
    if (namespaceOf(network) !== 'eip155')
      problems.push(
        `WagmiAdapter takes EVM networks: "${network.name}" (${caipNetworkIdOf(network)}) belongs to another adapter`,
      )
    else if (typeof network.id !== 'number')
      problems.push(`WagmiAdapter: "${network.name}" needs a number as its id (an EVM chain id)`)
  }
  const ids = new Set((options.networks ?? []).map(caipNetworkIdOf))
  for (const [caipNetworkId, urls] of Object.entries(options.customRpcUrls ?? {})) {
    if (!ids.has(caipNetworkId as CaipNetworkId))
      problems.push(
        `WagmiAdapter.customRpcUrls names ${caipNetworkId}, which is not among the adapter's networks`,
      )
    for (const url of urls ?? [])
      if (url.config !== undefined)
        problems.push(
          unsupportedOption(
            `WagmiAdapter.customRpcUrls["${caipNetworkId}"].config`,
            'Foyer\'s transport sets the HTTP options (SPEC §9\'s timeout, retries and batches): give the URL alone, or a transport in "transports"',
          ),
        )
  }
  return problems
}

/**
 * The viem chains for wagmi: AppKit's networks without their CAIP fields, with the custom RPC URLs (if
 * any) as their default ones. Call after `wagmiAdapterProblems` found none.
 */
export function toWagmiChains(
  networks: readonly AppKitNetwork[],
  customRpcUrls: CustomRpcUrlMap = {},
): [Chain, ...Chain[]] {
  const chains = networks.map((network) => {
    const {
      caipNetworkId: _caipNetworkId,
      chainNamespace: _chainNamespace,
      assets: _assets,
      ...chain
    } = network as AppKitNetwork & {
      caipNetworkId?: unknown
      chainNamespace?: unknown
      assets?: unknown
    }
    const urls = customRpcUrls[caipNetworkIdOf(network)]?.map(({ url }) => url)
    if (!urls?.length) return chain as Chain
    return {
      ...chain,
      rpcUrls: { ...chain.rpcUrls, default: { ...chain.rpcUrls.default, http: urls } },
    } as Chain
  })
  return chains as [Chain, ...Chain[]]
}

import type { Features, FoyerOptions } from '@foyer/core'
import type { ChainAdapter } from '@foyer/core/adapter'
import { type AppKitAdapter, isAppKitAdapter } from '../adapters/types.js'
import { AppKitCompatError, throwIfProblems, unsupportedOption } from '../errors.js'
import {
  type AppKitNetwork,
  type ChainNamespace,
  caipNetworkIdOf,
  namespaceOf,
} from '../networks/types.js'
import { toFoyerCustomWallets } from './customWallets.js'
import { isAccepted, REFUSED_FEATURES, REFUSED_OPTIONS, type Refusal } from './refused.js'
import { toFoyerThemeVariables } from './themeVariables.js'
import type { AppKitOptions } from './types.js'

/** Options that mean the same in AppKit and Foyer, under the same name. */
const SAME = [
  'projectId',
  'metadata',
  'themeMode',
  'allowUnsupportedChain',
  'enableNetworkSwitch',
  'disableAppend',
  'enableEmbedded',
  'featuredWalletIds',
  'includeWalletIds',
  'excludeWalletIds',
  'termsConditionsUrl',
  'privacyPolicyUrl',
  'siweConfig',
  'siwx',
] as const
/** Foyer's own options, for a host that runs Foyer's services. */
const FOYER_ONLY = ['apiUrl', 'authUrl', 'relayUrl', 'locale', 'storage'] as const
/** Options converted into Foyer's (below). */
const CONVERTED = [
  'adapters',
  'networks',
  'defaultNetwork',
  'features',
  'themeVariables',
  'customWallets',
  'allWallets',
  'customRpcUrls',
]
/** AppKit features that are Foyer features of the same name. */
const SAME_FEATURES = [
  'swaps',
  'onramp',
  'receive',
  'send',
  'email',
  'socials',
  'history',
  'analytics',
  'allWallets',
  'smartSessions',
  'legalCheckbox',
  'connectMethodsOrder',
  'collapseWallets',
  'pay',
] as const

const KNOWN = new Set<string>([...SAME, ...FOYER_ONLY, ...CONVERTED])

/**
 * createAppKit's options as createFoyer's. Throws one AppKitCompatError naming every option Foyer does not
 * support (and why), every unknown one, and every network without its adapter; the values themselves are
 * then checked by createFoyer, which names its options as AppKit does.
 */
export function toFoyerOptions(options: AppKitOptions): FoyerOptions {
  if (typeof options !== 'object' || options === null)
    throw new AppKitCompatError(['createAppKit(options): options must be an object'])
  const problems = [
    ...keyProblems(options, '', REFUSED_OPTIONS, KNOWN, 'an option of AppKit or Foyer'),
    ...keyProblems(
      options.features ?? {},
      'features.',
      REFUSED_FEATURES,
      new Set(SAME_FEATURES),
      'a feature of AppKit',
    ),
  ]
  const theme = toFoyerThemeVariables(options.themeVariables ?? {})
  const wallets = toFoyerCustomWallets(options.customWallets ?? [])
  const adapters = foyerAdapters(options)
  problems.push(...theme.problems, ...wallets.problems, ...adapters.problems)
  throwIfProblems(problems)

  const foyerOptions: Record<string, unknown> = {
    adapters: adapters.adapters,
    defaultNetwork: caipNetworkIdOf(options.defaultNetwork ?? options.networks[0]),
    features: foyerFeatures(options),
  }
  for (const key of [...SAME, ...FOYER_ONLY])
    if (options[key] !== undefined) foyerOptions[key] = options[key]
  if (options.themeVariables) foyerOptions.themeVariables = theme.themeVariables
  if (options.customWallets) foyerOptions.customWallets = wallets.customWallets
  return foyerOptions as FoyerOptions
}

/** Problems with the keys of `object`: refused ones (unless at a value Foyer does anyway) and unknown ones. */
function keyProblems(
  object: object,
  prefix: string,
  refusals: Record<string, Refusal>,
  known: ReadonlySet<string>,
  kind: string,
): string[] {
  return Object.entries(object).flatMap(([key, value]) => {
    if (value === undefined) return []
    const refusal = refusals[key]
    if (refusal)
      return isAccepted(refusal, value) ? [] : [unsupportedOption(`${prefix}${key}`, refusal.why)]
    return known.has(key) ? [] : [`the option "${prefix}${key}" is not ${kind}`]
  })
}

/** Foyer's features: AppKit's of the same name, and the top-level `allWallets`. */
function foyerFeatures(options: AppKitOptions): Partial<Features> {
  const features: Record<string, unknown> = {}
  for (const key of SAME_FEATURES)
    if (options.features?.[key] !== undefined) features[key] = options.features[key]
  if (options.allWallets !== undefined) features.allWallets = options.allWallets === 'SHOW'
  return features as Partial<Features>
}

/**
 * Foyer's adapters: each AppKit adapter given createAppKit's networks of its namespace. Every network needs
 * the adapter of its namespace, and every adapter a network.
 */
function foyerAdapters(options: AppKitOptions): { adapters: ChainAdapter[]; problems: string[] } {
  const problems: string[] = []
  const networks: readonly AppKitNetwork[] = Array.isArray(options.networks) ? options.networks : []
  if (networks.length === 0)
    problems.push('createAppKit: "networks" must name at least one network')
  const byNamespace = new Map<ChainNamespace, AppKitAdapter>()
  for (const [index, adapter] of (options.adapters ?? []).entries()) {
    if (!isAppKitAdapter(adapter)) {
      problems.push(
        `adapters[${index}] is not an adapter of @foyer/appkit: use WagmiAdapter from '@foyer/appkit/adapter-wagmi' or SolanaAdapter from '@foyer/appkit/adapter-solana'`,
      )
      continue
    }
    if (byNamespace.has(adapter.namespace))
      problems.push(`adapters: two adapters for ${adapter.namespace}; give one`)
    byNamespace.set(adapter.namespace, adapter)
    if (adapter.projectId !== undefined && adapter.projectId !== options.projectId)
      problems.push(`adapters[${index}] was given another projectId than createAppKit`)
  }
  const grouped = new Map<ChainNamespace, AppKitNetwork[]>()
  for (const network of networks) {
    const namespace = namespaceOf(network)
    if (!byNamespace.has(namespace))
      problems.push(
        `the network "${network.name}" (${caipNetworkIdOf(network)}) has no adapter for ${namespace}: add ${ADAPTER_HINT[namespace] ?? 'one'} to "adapters"`,
      )
    grouped.set(namespace, [...(grouped.get(namespace) ?? []), network])
  }
  for (const namespace of byNamespace.keys())
    if (!grouped.has(namespace))
      problems.push(`adapters: the ${namespace} adapter has none of createAppKit's networks`)
  if (problems.length) return { adapters: [], problems }

  const adapters: ChainAdapter[] = []
  for (const [namespace, group] of grouped) {
    try {
      adapters.push((byNamespace.get(namespace) as AppKitAdapter).toFoyerAdapter(group))
    } catch (error) {
      if (!(error instanceof AppKitCompatError)) throw error
      problems.push(...error.problems)
    }
  }
  problems.push(...customRpcUrlProblems(options, adapters))
  return { adapters, problems }
}

const ADAPTER_HINT: Partial<Record<ChainNamespace, string>> = {
  eip155: "new WagmiAdapter({ networks, projectId }) from '@foyer/appkit/adapter-wagmi'",
  solana: "new SolanaAdapter() from '@foyer/appkit/adapter-solana'",
}

/** createAppKit's customRpcUrls are accepted when the adapters already use them (Foyer's adapters own RPC URLs). */
function customRpcUrlProblems(options: AppKitOptions, adapters: ChainAdapter[]): string[] {
  const networks = adapters.flatMap((adapter) => [...adapter.networks])
  return Object.entries(options.customRpcUrls ?? {}).flatMap(([caipNetworkId, urls]) => {
    const used = networks.find((network) => network.caipNetworkId === caipNetworkId)?.rpcUrls
      .default.http
    const wanted = (urls ?? []).map(({ url }) => url)
    return JSON.stringify(used) === JSON.stringify(wanted)
      ? []
      : [
          unsupportedOption(
            `customRpcUrls["${caipNetworkId}"]`,
            "Foyer's adapters own their RPC URLs: give the same map to the adapter (new WagmiAdapter({ customRpcUrls }))",
          ),
        ]
  })
}

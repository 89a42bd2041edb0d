import { type ChainAdapter, SOLANA_CLUSTERS } from '@foyer/core/adapter'
import { createSolanaAdapter, type SolanaNetwork } from '@foyer/solana'
import { AppKitCompatError, throwIfProblems, unsupportedOption } from '../errors.js'
import { type AppKitNetwork, caipNetworkIdOf, namespaceOf } from '../networks/types.js'
import type { AppKitAdapter } from './types.js'

/** What `new SolanaAdapter(…)` takes: AppKit's options, as far as Foyer's Solana adapter has them. */
export type SolanaAdapterOptions = {
  /** Only `true`: Foyer finds Solana wallets through the Wallet Standard, always. */
  registerWalletStandard?: true | undefined
  /** Not supported: Foyer finds Solana wallets through the Wallet Standard, not wallet-adapter's adapters. */
  wallets?: never
  /** Not supported: Foyer's Solana adapter sets its own commitment (confirmed) and connection. */
  connectionSettings?: never
}

/** Why each refused option is refused. */
export const REFUSED_SOLANA_ADAPTER_OPTIONS: Record<string, string> = {
  wallets:
    "Foyer finds Solana wallets through the Wallet Standard (every current Solana wallet announces itself there); @solana/wallet-adapter's adapters are not used",
  connectionSettings: "Foyer's Solana adapter sets its own commitment and RPC connection",
  registerWalletStandard: 'Foyer always finds Solana wallets through the Wallet Standard',
}

/**
 * AppKit's `SolanaAdapter` on Foyer's Solana adapter. As in AppKit, its networks are createAppKit's Solana
 * networks; Foyer's adapter is made when createAppKit hands them over.
 */
export class SolanaAdapter implements AppKitAdapter {
  readonly namespace = 'solana' as const
  #adapter: ChainAdapter | undefined

  constructor(options: SolanaAdapterOptions = {}) {
    const problems: string[] = []
    for (const [key, value] of Object.entries(options)) {
      if (value === undefined || (key === 'registerWalletStandard' && value === true)) continue
      const why = REFUSED_SOLANA_ADAPTER_OPTIONS[key]
      problems.push(
        why
          ? unsupportedOption(`SolanaAdapter.${key}`, why)
          : `the option "SolanaAdapter.${key}" is not an option of AppKit's SolanaAdapter`,
      )
    }
    throwIfProblems(problems)
  }

  toFoyerAdapter(networks: readonly AppKitNetwork[]): ChainAdapter {
    if (this.#adapter) throw new AppKitCompatError(['a SolanaAdapter serves one createAppKit'])
    const problems = networks.flatMap((network) =>
      namespaceOf(network) === 'solana' && typeof network.id === 'string'
        ? []
        : [
            `SolanaAdapter takes Solana networks: "${network.name}" (${caipNetworkIdOf(network)}) is not one`,
          ],
    )
    throwIfProblems(problems)
    const [first, ...rest] = networks.map(toSolanaNetwork)
    if (!first)
      throw new AppKitCompatError(['SolanaAdapter: createAppKit was given no Solana network'])
    this.#adapter = createSolanaAdapter({ networks: [first, ...rest] })
    return this.#adapter
  }
}

/**
 * A Solana network in AppKit's shape as Foyer's Solana adapter takes it. The Wallet Standard chain that
 * wallets sign for is the public cluster's; any other cluster is a local one ('solana:localnet').
 */
export function toSolanaNetwork(network: AppKitNetwork): SolanaNetwork {
  const reference = String(network.id)
  const known = Object.values(SOLANA_CLUSTERS).find((cluster) => cluster.reference === reference)
  const rpcUrl = network.rpcUrls.default.http[0]
  if (!rpcUrl) throw new AppKitCompatError([`SolanaAdapter: "${network.name}" has no RPC URL`])
  const wsUrl = network.rpcUrls.default.webSocket?.[0]
  return {
    id: reference,
    name: network.name,
    chain: known?.chain ?? 'solana:localnet',
    rpcUrl,
    ...(wsUrl ? { wsUrl } : {}),
    ...(network.blockExplorers?.default
      ? {
          blockExplorer: {
            name: network.blockExplorers.default.name,
            url: network.blockExplorers.default.url,
          },
        }
      : {}),
    ...(network.testnet !== undefined ? { testnet: network.testnet } : {}),
  }
}

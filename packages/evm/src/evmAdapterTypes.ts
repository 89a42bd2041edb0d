import type {
  ChainAdapter,
  ChecksAddresses,
  GrantsPermissions,
  ManagesEmbeddedWallet,
  ReadsWalletAssets,
  SendsCalls,
  SendsTransactions,
  TransfersTokens,
  VerifiesMessages,
} from '@foyer/core/adapter'
import type { Config, CreateConnectorFn } from '@wagmi/core'
import type { Chain, Transport } from 'viem'

export type EvmAdapterOptions = {
  /** The EVM networks the app supports, first one the default. viem `Chain` objects. */
  networks: readonly [Chain, ...Chain[]]
  /** Per-chain transports; defaults to HTTP on each chain's default RPC URL. */
  transports?: Record<number, Transport> | undefined
  /** Extra wagmi connectors (e.g. a host's own). EIP-6963 wallets are found without this. */
  connectors?: CreateConnectorFn[] | undefined
  /** Discover wallets announced through EIP-6963. Default true. */
  multiInjectedProviderDiscovery?: boolean | undefined
  /** Where wagmi persists its state; defaults to localStorage under Foyer's key prefix. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null | undefined
}

/** The EVM adapter: a ChainAdapter for eip155, plus the wagmi config it runs on for hosts that use wagmi too. */
export type EvmAdapter = ChainAdapter &
  VerifiesMessages &
  ChecksAddresses &
  TransfersTokens &
  SendsTransactions &
  SendsCalls &
  GrantsPermissions &
  ReadsWalletAssets &
  ManagesEmbeddedWallet & { readonly wagmiConfig: Config }

/** The parameters of one of the adapter's methods. */
export type EvmParameters<K extends keyof EvmAdapter> = EvmAdapter[K] extends (
  parameters: infer P,
) => unknown
  ? P
  : never

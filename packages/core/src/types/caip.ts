/** Chain namespaces Foyer knows by name (CAIP-2). eip155 and solana have adapters; the rest appear only as names. */
export const KNOWN_NAMESPACES = ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos'] as const

/** A CAIP-2 namespace Foyer knows. */
export type Namespace = (typeof KNOWN_NAMESPACES)[number]

/** `namespace:reference`, e.g. `eip155:1`. */
export type CaipNetworkId = `${Namespace}:${string}`

/** `namespace:reference:address`, e.g. `eip155:1:0xabc…`. */
export type CaipAddress = `${Namespace}:${string}:${string}`

/** A network as the modal sees it: a viem-style chain plus its CAIP identity. */
export type CaipNetwork = {
  id: number | string
  caipNetworkId: CaipNetworkId
  chainNamespace: Namespace
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } } | undefined
  testnet?: boolean | undefined
}

/** Human names of the chain families (SPEC §9 'Chain names'). */
export const NAMESPACE_NAMES: Record<Namespace, string> = {
  eip155: 'EVM Networks',
  solana: 'Solana',
  polkadot: 'Polkadot',
  bip122: 'Bitcoin',
  cosmos: 'Cosmos',
}

/** Default account type per namespace (SPEC §1). */
export const DEFAULT_ACCOUNT_TYPES = {
  bip122: 'payment',
  eip155: 'smartAccount',
  polkadot: 'eoa',
  solana: 'eoa',
} as const satisfies Partial<Record<Namespace, string>>

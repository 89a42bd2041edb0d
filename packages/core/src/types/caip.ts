import { NAMESPACES, type NamespaceInfo } from '../namespaces/table.js'

/** A CAIP-2 namespace Foyer knows (a row of the namespace table). */
export type Namespace = keyof typeof NAMESPACES

/** Chain namespaces Foyer knows by name, in the table's order. */
export const KNOWN_NAMESPACES = /* @__PURE__ */ Object.keys(NAMESPACES) as Namespace[]

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
  /** HTTP endpoints; `webSocket` where the family confirms through subscriptions (Solana). */
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] | undefined } }
  blockExplorers?: { default: { name: string; url: string } } | undefined
  testnet?: boolean | undefined
}

/** Human names of the chain families (SPEC §9 'Chain names'), from the namespace table. */
export const NAMESPACE_NAMES = /* @__PURE__ */ Object.fromEntries(
  KNOWN_NAMESPACES.map((namespace) => [namespace, NAMESPACES[namespace].name]),
) as Record<Namespace, string>

/** Default account type per namespace (SPEC §1), from the namespace table. */
export const DEFAULT_ACCOUNT_TYPES = /* @__PURE__ */ Object.fromEntries(
  KNOWN_NAMESPACES.flatMap((namespace) => {
    const info: NamespaceInfo = NAMESPACES[namespace]
    return info.defaultAccountType ? [[namespace, info.defaultAccountType]] : []
  }),
) as Partial<Record<Namespace, 'eoa' | 'smartAccount' | 'payment'>>

import { SOLANA_CLUSTER_REFERENCE } from '@foyer/core/adapter'
import {
  array,
  boolean,
  maxLength,
  minLength,
  number,
  optional,
  parse,
  pipe,
  regex,
  strictObject,
  string,
  union,
} from 'valibot'

/**
 * ERC-4337 smart accounts on a chain: the account factory, the bundler user operations go to (the data
 * service's bundler endpoint unless `bundlerUrl` names another) and whether the data service's paymaster
 * sponsors their gas (`sponsored`, issue 37: no paymaster URL ever reaches the frame). The entry point is
 * always v0.7's (not configurable).
 */
const smartAccount = strictObject({
  factory: pipe(string(), regex(/^0x[0-9a-fA-F]{40}$/)),
  bundlerUrl: optional(pipe(string(), maxLength(2048))),
  sponsored: optional(boolean()),
})

const chain = strictObject({
  id: number(),
  name: pipe(string(), maxLength(128)),
  rpcUrl: pipe(string(), maxLength(2048)),
  nativeCurrency: strictObject({
    name: pipe(string(), maxLength(64)),
    symbol: pipe(string(), maxLength(16)),
    decimals: number(),
  }),
  smartAccount: optional(smartAccount),
})

/** A Solana cluster the frame signs for: its CAIP-2 reference (the genesis hash's first 32 characters). */
const solanaCluster = strictObject({
  reference: pipe(string(), regex(SOLANA_CLUSTER_REFERENCE)),
  name: pipe(string(), maxLength(128)),
  rpcUrl: pipe(string(), maxLength(2048)),
})

const configSchema = strictObject({
  projectId: pipe(string(), minLength(1), maxLength(128)),
  chainId: union([string(), number()]),
  version: pipe(string(), maxLength(32)),
  enableLogger: boolean(),
  allowedOrigins: array(pipe(string(), maxLength(2048))),
  chains: pipe(array(chain), minLength(1)),
  defaultChainId: number(),
  // SPEC §9: the embedded wallet's EVM chains, plus the Solana clusters.
  solanaClusters: optional(array(solanaCluster), []),
  // The data service as browsers reach it (the auth service's FOYER_AUTH_PUBLIC_API_URL, else FOYER_AUTH_API_URL).
  apiUrl: optional(pipe(string(), maxLength(2048))),
})

/** What the auth service wrote into the frame page: the project, its allowed origins and the chains. */
export type FrameConfig = ReturnType<typeof readFrameConfig>
export type FrameChain = FrameConfig['chains'][number]
export type FrameSolanaCluster = FrameConfig['solanaClusters'][number]
export type FrameSmartAccount = NonNullable<FrameChain['smartAccount']>

/** Reads the page's config; a page without a valid one does not run (the host then times out). */
export function readFrameConfig(doc: Document = document) {
  const element = doc.getElementById('foyer-frame-config')
  const config = parse(configSchema, JSON.parse(element?.textContent ?? 'null'))
  // An opaque origin ('null') is never a page's real origin: it is never allowed, whatever the project says.
  return { ...config, allowedOrigins: config.allowedOrigins.filter((origin) => origin !== 'null') }
}

// What POST /v1/bundler forwards, and where. The endpoint is open to every page of a project and its upstreams
// are usually a provider's paid endpoint: only what a wallet needs to send user operations and follow them
// (ERC-4337 v0.7's bundler methods, ERC-7677's paymaster methods), never a bundler's debug_bundler_* or
// admin methods.

/** ERC-4337 bundler methods forwarded to the chain's `bundlerUrl`. */
export const BUNDLER_METHODS: ReadonlySet<string> = new Set([
  'eth_sendUserOperation',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationReceipt',
  'eth_getUserOperationByHash',
  'eth_supportedEntryPoints',
  'eth_chainId',
])

/** ERC-7677 paymaster methods forwarded to the chain's `paymasterUrl` (refused when it has none). */
export const PAYMASTER_METHODS: ReadonlySet<string> = new Set([
  'pm_getPaymasterStubData',
  'pm_getPaymasterData',
])

/**
 * The bundlers a page may name in `bundler=` (SPEC §7: the query carries a bundler name). Only the service's
 * own, the chain's configured one, today; the name leaves room for a choice per chain later.
 */
export const BUNDLER_NAMES: readonly string[] = ['foyer']

/** The bundler used when the query names none. */
export const DEFAULT_BUNDLER = 'foyer'

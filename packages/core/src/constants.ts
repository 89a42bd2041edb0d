/** Numbers from SPEC.md §2 and §9, in one place. Durations are milliseconds. */
import { GATEWAY_MAX_BATCH } from './api/limits.js'

/** Every local-storage key Foyer writes starts with this. */
export const STORAGE_PREFIX = 'foyer.'

/** The modal's width in CSS pixels. */
export const MODAL_WIDTH_PX = 360

export const SECOND_MS = 1_000
export const MINUTE_MS = 60 * SECOND_MS

/** How many recently used wallets are remembered. */
export const RECENT_WALLETS_KEPT = 2

/** Address display: leading and trailing characters kept. */
export const ADDRESS_LEADING_CHARS = 4
export const ADDRESS_TRAILING_CHARS = 6

/** Balances are truncated (not rounded) to this many decimals. */
export const BALANCE_DECIMALS = 3

/** Default number formatting. */
export const NUMBER_DECIMALS = 2
export const DEFAULT_LOCALE = 'en-US'

/** Animation and UI delays. */
export const SHAKE_MS = 500
/** SPEC §9: the pause before 'Action not allowed' shows after a refused RPC method. */
export const UNSAFE_RPC_ERROR_DELAY_MS = 300
export const TOAST_SWAP_DELAY_MS = 150
export const TOAST_VISIBLE_MS = 2_200
export const IMAGE_PRELOAD_TIMEOUT_MS = 2 * SECOND_MS

/** Query cache lifetimes and retries (SPEC §9). */
export const CACHE_TIME = {
  portfolio: 30 * SECOND_MS,
  nativeBalance: 30 * SECOND_MS,
  ens: 5 * MINUTE_MS,
  identity: 5 * MINUTE_MS,
  default: 5 * MINUTE_MS,
} as const
export const QUERY_RETRIES = 3
export const QUERY_RETRY_BASE_MS = SECOND_MS
export const QUERY_RETRY_MAX_MS = 30 * SECOND_MS

/** Token balance failures block retries for this long. */
export const TOKEN_BALANCE_RETRY_BLOCK_MS = 30 * SECOND_MS

/** Pending transactions kept at most. */
export const PENDING_TRANSACTIONS_LIMIT = 99

/** The address wallets use for a chain's own coin; the swap service names the coin with it. */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** SPEC §9: the slippage tolerance swaps are built with, in percent. */
export const SWAP_SLIPPAGE_PERCENT = 1
/** How often a swap quote is fetched again while the Swap view shows it (pools move with every block). */
export const SWAP_QUOTE_REFRESH_MS = 10 * SECOND_MS
/** How long a network's list of swappable tokens is kept (the service keeps it a minute too). */
export const SWAP_TOKENS_STALE_MS = MINUTE_MS

/** EVM chain ids must be below 2^31 to become a coin type. */
export const MAX_EVM_COIN_TYPE_CHAIN_ID = 2 ** 31

/** WalletConnect's public relay: where WalletConnect pairs unless the host names another (`relayUrl`). */
export const DEFAULT_RELAY_URL = 'wss://relay.walletconnect.org'

/** SPEC §9: a pairing URI lives 4 minutes and counts as expired with 10 s or less left (the QR then refreshes). */
export const PAIRING_EXPIRY_MS = 4 * MINUTE_MS
export const PAIRING_EXPIRED_WITHIN_MS = 10 * SECOND_MS

/** On a phone: how long a wallet app has to open from its link before the visitor is offered the fallback. */
export const WALLET_APP_OPEN_WAIT_MS = 3 * SECOND_MS

/**
 * SPEC §9's RPC transport: a 10 s timeout per HTTP request, 3 retries with backoff doubling from 150 ms (a
 * Retry-After header wins), batches of up to 1000 (up to the gateway's 100 when it is the data service's RPC
 * gateway, which refuses more), retries only on these statuses (and on no answer at all), polling every 4 s
 * where a subscription is not available, and a 5 s heartbeat for sockets.
 */
export const RPC_TRANSPORT = {
  timeoutMs: 10_000,
  retryCount: 3,
  retryDelayMs: 150,
  batchSize: 1_000,
  gatewayBatchSize: GATEWAY_MAX_BATCH,
  retryStatuses: [403, 408, 413, 429, 500, 502, 503, 504],
  pollingIntervalMs: 4_000,
  heartbeatMs: 5_000,
} as const

// Answers that cannot change, kept (issue 22): a chain's id, a block by its hash, a receipt deep enough to be
// final; and the head's number for a second, since every page polls it. Bounded: the least recently used
// entries go first.

/** Blocks after which a receipt counts as final (reorgs deeper than this are not expected on the chains served). */
export const FINAL_DEPTH = 64n
/** How long the head's block number is reused. */
export const BLOCK_NUMBER_TTL_MS = 1_000
/** Entries kept at most. */
export const MAX_CACHE_ENTRIES = 20_000

type Entry = { value: unknown; expires: number }

export type RpcCache = {
  /** The cached result of `method(params)` on `chain`, or undefined. */
  get(chain: string, method: string, params: unknown): { value: unknown } | undefined
  /** Keeps an upstream's result when the method's rule says it cannot change (or for how long it may be reused). */
  offer(chain: string, method: string, params: unknown, result: unknown): void
}

export function createRpcCache({
  maxEntries = MAX_CACHE_ENTRIES,
  now = Date.now,
}: {
  maxEntries?: number
  now?: () => number
} = {}): RpcCache {
  const entries = new Map<string, Entry>()
  const heads = new Map<string, bigint>()
  const keyOf = (chain: string, method: string, params: unknown) =>
    `${chain}\u0000${method}\u0000${JSON.stringify(params ?? [])}`

  /** How long a result may be reused: Infinity when it cannot change, 0 when it is not kept. */
  const lifetime = (chain: string, method: string, result: unknown): number => {
    if (result === null || result === undefined) return 0
    switch (method) {
      case 'eth_chainId':
      case 'net_version':
      case 'getGenesisHash':
        return Number.POSITIVE_INFINITY
      case 'eth_blockNumber':
        if (typeof result === 'string') heads.set(chain, BigInt(result))
        return BLOCK_NUMBER_TTL_MS
      case 'eth_getBlockByHash':
        return Number.POSITIVE_INFINITY
      case 'eth_getTransactionReceipt': {
        const head = heads.get(chain)
        const block = (result as { blockNumber?: unknown }).blockNumber
        if (head === undefined || typeof block !== 'string') return 0
        return head - BigInt(block) >= FINAL_DEPTH ? Number.POSITIVE_INFINITY : 0
      }
      default:
        return 0
    }
  }

  return {
    get(chain, method, params) {
      const key = keyOf(chain, method, params)
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.expires <= now()) {
        entries.delete(key)
        return undefined
      }
      // Most recently used last: the oldest is evicted first.
      entries.delete(key)
      entries.set(key, entry)
      return { value: entry.value }
    },
    offer(chain, method, params, result) {
      let ms = 0
      try {
        ms = lifetime(chain, method, result)
      } catch {
        // A malformed number from upstream: not kept.
      }
      if (ms <= 0) return
      entries.set(keyOf(chain, method, params), { value: result, expires: now() + ms })
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value
        if (oldest === undefined) break
        entries.delete(oldest)
      }
    },
  }
}

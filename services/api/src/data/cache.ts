/**
 * A bounded in-memory cache of promises with a time to live. Concurrent callers of the same key share
 * one load; a load that fails is forgotten at once, so errors are never cached. When full, the oldest
 * entry goes first (insertion order).
 */
export class TtlCache<V> {
  readonly #entries = new Map<string, { at: number; value: Promise<V> }>()

  constructor(
    readonly ttlMs: number,
    readonly maxEntries = 50_000,
    readonly now: () => number = Date.now,
  ) {}

  /** The cached value of `key` when younger than the TTL (and `fresh` is not asked), else `load()`'s. */
  get(key: string, load: () => Promise<V>, fresh = false): Promise<V> {
    const hit = this.#entries.get(key)
    if (!fresh && hit && this.now() - hit.at < this.ttlMs) return hit.value
    const value = load()
    const entry = { at: this.now(), value }
    this.#entries.delete(key)
    this.#entries.set(key, entry)
    value.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key)
    })
    if (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value
      if (oldest !== undefined) this.#entries.delete(oldest)
    }
    return value
  }

  delete(key: string): void {
    this.#entries.delete(key)
  }

  clear(): void {
    this.#entries.clear()
  }

  get size(): number {
    return this.#entries.size
  }
}

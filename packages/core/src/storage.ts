import { STORAGE_PREFIX } from './constants.js'

type RawStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** Keys Foyer persists. All end up under `STORAGE_PREFIX`. */
export type StorageKey =
  | `connectionStatus.${string}`
  | `address.${string}`
  | `network.${string}`
  | `pairedWallet.${string}`
  | 'activeNamespace'
  | 'recentWallets'
  | 'clientId'
  | 'legalAccepted'
  /** Foyer's service sessions of `siwx: true`: per account, the session's secret id and its pci. */
  | 'signInSessions'
  /** Permissions granted from this browser (smart sessions), per account: what the Permissions view lists. */
  | 'permissions'

/** JSON values under Foyer's fixed key prefix; never throws (quota, privacy modes), so the host page never crashes. */
export type FoyerStorage = {
  get<T>(key: StorageKey): T | undefined
  set(key: StorageKey, value: unknown): void
  remove(key: StorageKey): void
}

/** Wraps a Storage (or nothing) with Foyer's prefix and JSON encoding. */
export function createFoyerStorage(storage: RawStorage | null): FoyerStorage {
  return {
    get<T>(key: StorageKey) {
      try {
        const raw = storage?.getItem(STORAGE_PREFIX + key)
        return raw == null ? undefined : (JSON.parse(raw) as T)
      } catch {
        return undefined
      }
    },
    set(key, value) {
      try {
        storage?.setItem(STORAGE_PREFIX + key, JSON.stringify(value))
      } catch {}
    },
    remove(key) {
      try {
        storage?.removeItem(STORAGE_PREFIX + key)
      } catch {}
    },
  }
}

import { STORAGE_PREFIX } from '@foyer/core/adapter'

const STORAGE_KEY = `${STORAGE_PREFIX}solana`

/** Where the adapter remembers the connected wallet (localStorage by default). */
export type ConnectionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** What the adapter stores as the wallet of a session that is the embedded wallet's. */
export const EMBEDDED_ENTRY = 'Embedded wallet'

/** What the adapter stores as the wallet of a session that came through WalletConnect. */
export const WALLETCONNECT_ENTRY = 'WalletConnect'

/** What the adapter remembers of a connection: the wallet's name (or a shared session's entry) and the cluster. */
export type StoredConnection = { wallet: string; network: string }

/** Reads and writes the remembered connection; a storage that throws reads as empty and writes nothing. */
export type ConnectionStore = {
  read(): StoredConnection | undefined
  write(value: StoredConnection | undefined): void
}

/** The remembered connection in `storage` (none: nothing is remembered). */
export function connectionStore(storage: ConnectionStorage | null): ConnectionStore {
  return {
    read() {
      try {
        const raw = storage?.getItem(STORAGE_KEY)
        return raw ? (JSON.parse(raw) as StoredConnection) : undefined
      } catch {
        return undefined
      }
    },
    write(value) {
      try {
        if (value) storage?.setItem(STORAGE_KEY, JSON.stringify(value))
        else storage?.removeItem(STORAGE_KEY)
      } catch {}
    },
  }
}

/** The page's localStorage, or null where there is none (a server, a sandbox that refuses it). */
export function browserStorage(): ConnectionStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

import type { DevChain } from './types.js'

/** What a dev wallet remembers across reloads. */
export type WalletState = {
  authorized: boolean
  chainId: number
  /** Chains added through wallet_addEthereumChain. */
  addedChains: DevChain[]
}

/** Keeps a wallet's state in memory and, when given, in `storage` under `key`. */
export function createWalletState(key: string, initial: WalletState, storage?: Storage) {
  let state = initial
  const saved = storage?.getItem(key)
  if (saved) {
    try {
      state = { ...initial, ...(JSON.parse(saved) as Partial<WalletState>) }
    } catch {
      // A corrupt entry is dropped: the wallet starts fresh.
    }
  }
  return {
    get: (): WalletState => state,
    set(patch: Partial<WalletState>): void {
      state = { ...state, ...patch }
      storage?.setItem(key, JSON.stringify(state))
    },
  }
}

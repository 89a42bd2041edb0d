import type { Wallet } from '@wallet-standard/base'
import { StandardConnect, type StandardConnectFeature } from '@wallet-standard/features'
import type { SolanaAdapterState } from '../adapterState.js'
import { EMBEDDED_ENTRY, WALLETCONNECT_ENTRY } from '../storedConnection.js'
import { begin, networkById } from './session.js'

/** How long a reconnect waits for the stored wallet to register (extensions register after the page). */
const RECONNECT_WAIT_MS = 1_500
/**
 * How long a reconnect waits for a session Solana shares with EVM's adapter to come back: a WalletConnect
 * session (the SDK loads, the relay answers) or the embedded wallet's (the frame loads and answers).
 */
const SESSION_RESTORE_MS = 8_000

/**
 * Brings back the connection the last page load had: the social login this page came back with (when this
 * adapter owns the embedded wallet), a shared session once its owner restores it, or the stored wallet
 * asked silently. Forgets the stored connection when it cannot come back.
 */
export async function reconnect(state: SolanaAdapterState): Promise<void> {
  const owner = state.embeddedOwner
  if (owner?.hasPendingLogin()) return owner.restore()
  const stored = state.store.read()
  if (!stored) return
  // A WalletConnect session comes back through the adapter that pairs; wait for it to be told.
  if (stored.wallet === WALLETCONNECT_ENTRY) {
    // EVM may not have been connected through it (a Solana-only wallet): ask for the session then.
    void state.walletConnect?.hub.owner.restore?.()
    return waitForSession(state, () => state.walletConnect?.hub.connector?.uid)
  }
  // So does the embedded wallet's, through the adapter that logs in: this one, when it owns it.
  if (stored.wallet === EMBEDDED_ENTRY) {
    if (!owner) return waitForSession(state, () => state.embedded?.hub.connector?.uid)
    await owner.restore()
    if (!state.session) state.store.write(undefined)
    return
  }
  const wallet = await waitForWallet(state, stored.wallet)
  if (!wallet) return
  const feature = (wallet.features as StandardConnectFeature)[StandardConnect]
  const { accounts } = await feature.connect({ silent: true }).catch(() => ({ accounts: [] }))
  if (!begin(state, wallet, accounts, networkById(state, stored.network) ?? state.networks[0]))
    state.store.write(undefined)
}

/** Resolves once the session a hub shares (WalletConnect's, the embedded wallet's) is connected here, or after the wait. */
function waitForSession(state: SolanaAdapterState, uid: () => string | undefined): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      if (!state.session || state.session.connectorUid !== uid()) return
      clearTimeout(timer)
      state.walletsListeners.delete(done)
      resolve()
    }
    const timer = setTimeout(() => {
      state.walletsListeners.delete(done)
      resolve()
    }, SESSION_RESTORE_MS)
    state.walletsListeners.add(done)
    done()
  })
}

/** The registered wallet named `name`, once it registers, or undefined after the wait. */
function waitForWallet(state: SolanaAdapterState, name: string): Promise<Wallet | undefined> {
  return new Promise<Wallet | undefined>((resolve) => {
    const found = () => state.wallets.find((wallet) => wallet.name === name)
    if (found()) return resolve(found())
    const check = () => {
      if (!found()) return
      clearTimeout(timer)
      state.walletsListeners.delete(check)
      resolve(found())
    }
    const timer = setTimeout(() => {
      state.walletsListeners.delete(check)
      resolve(undefined)
    }, RECONNECT_WAIT_MS)
    state.walletsListeners.add(check)
  })
}

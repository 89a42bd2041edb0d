import { BaseError, type Connector } from '@foyer/core'
import { takeSocialReturn } from '@foyer/embedded'
import type { EmbeddedLogin, EmbeddedOwnerContext, embeddedSession } from './embeddedLogin.js'

/** The auth connector's id, as EVM's adapter names its own (one name for the embedded wallet's entry). */
const AUTH_CONNECTOR_ID = 'foyer-email'

/** What the Solana adapter does as the embedded wallet's owner. */
export type EmbeddedWalletOwner = {
  /** The auth connector it reports (the hub's connector too). */
  connector: Connector
  /** Runs the visitor's login in the frame and opens the session; resolves once Solana's side is connected. */
  logIn(login: EmbeddedLogin): Promise<void>
  /** Whether this page load brings back a social login begun before it (its `result_uri`). */
  hasPendingLogin(): boolean
  /**
   * Completes that social login, or brings back the session the last page load had when the frame still
   * holds it (SPEC §8's alert if not).
   */
  restore(): Promise<void>
  /** Ends the session: every namespace hears it end, and the frame drops its session token (SPEC §4). */
  signOut(): Promise<void>
}

/**
 * The Solana adapter's ownership of the embedded wallet, when no adapter that owns it at mount is there (a
 * Solana-only host: core hands it the session through `SessionHub.adopt`). Only what must be there at
 * mount is here — the auth connector, the social login this page came back with — so that a Solana host
 * pays no more up front; the frame and the login's steps load on the first login or restore
 * (embeddedLogin.ts), and announce the session, which Solana's side then opens like any joined namespace.
 */
export function ownEmbeddedWallet(owner: EmbeddedOwnerContext): EmbeddedWalletOwner {
  const { hub } = owner
  // Back from a social login by redirect or a Telegram mini-app: the reconnect completes it.
  let socialReturn = takeSocialReturn()
  // Loaded once; a failed download (SPEC §8's 'Unable to load email login dependency') is forgotten, so
  // the next press tries again.
  let loading: Promise<ReturnType<typeof embeddedSession>> | undefined
  const session = () =>
    (loading ??= import('./embeddedLogin.js').then(
      (module) => module.embeddedSession(owner),
      (cause: unknown) => {
        loading = undefined
        throw new BaseError(
          { key: 'embeddedWalletDependencyFailed' },
          { cause, code: 'EMBEDDED_LOAD_FAILED' },
        )
      },
    ))
  return {
    connector: {
      id: AUTH_CONNECTOR_ID,
      uid: `${AUTH_CONNECTOR_ID}:solana`,
      name: 'Email',
      type: 'auth',
      namespaces: ['solana'],
    },
    logIn: async (login) => (await session()).logIn(login),
    hasPendingLogin: () => socialReturn !== undefined,
    async restore() {
      const uri = socialReturn
      socialReturn = undefined
      await (await session()).restore(uri)
    },
    async signOut() {
      await hub.announce(undefined)
      if (loading) await (await loading).signOut()
    },
  }
}

import {
  type AdapterContext,
  BaseError,
  type Connector,
  type EmbeddedWalletSettings,
} from '@foyer/core'
import { type EmbeddedWalletHub, type FrameTransport, takeSocialReturn } from '@foyer/embedded'
import type { EmbeddedLogin } from './embeddedLogin.js'

/** The auth connector's id, as EVM's adapter names its own (one name for the embedded wallet's entry). */
const AUTH_CONNECTOR_ID = 'foyer-email'

/** The lazy part; a failed download is SPEC §8's 'Unable to load email login dependency'. */
const loadLogin = () =>
  import('./embeddedLogin.js').catch((cause: unknown) => {
    throw new BaseError(
      { key: 'embeddedWalletDependencyFailed' },
      { cause, code: 'EMBEDDED_LOAD_FAILED' },
    )
  })

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
 * Solana-only host: core hands it the session through `SessionHub.adopt`). It reports the auth connector,
 * loads the frame on the first login (or restore), runs the login there and announces the session, which
 * Solana's side then opens like any joined namespace.
 */
export function ownEmbeddedWallet({
  mounted,
  settings,
  hub,
}: {
  mounted: AdapterContext
  settings: EmbeddedWalletSettings
  hub: EmbeddedWalletHub
}): EmbeddedWalletOwner {
  const connector: Connector = {
    id: AUTH_CONNECTOR_ID,
    uid: `${AUTH_CONNECTOR_ID}:solana`,
    name: 'Email',
    type: 'auth',
    namespaces: ['solana'],
  }
  // Back from a social login by redirect or a Telegram mini-app: the reconnect completes it.
  let socialReturn = takeSocialReturn()
  // One frame per owner, loaded on first use; a failed download is forgotten, so the next press tries again.
  let loading:
    | Promise<{ transport: FrameTransport; login: typeof import('./embeddedLogin.js') }>
    | undefined
  const load = () =>
    (loading ??= loadLogin()
      .then((login) => ({ login, transport: login.openFrame(settings, mounted.alert) }))
      .catch((error: unknown) => {
        loading = undefined
        throw error
      }))
  return {
    connector,
    async logIn(login) {
      const { transport, login: steps } = await load()
      await steps.runLogin(transport, login)
      await hub.announce({ transport })
    },
    hasPendingLogin: () => socialReturn !== undefined,
    async restore() {
      const { transport, login } = await load()
      if (socialReturn !== undefined) {
        const uri = socialReturn
        socialReturn = undefined
        await login.completeSocialReturn(transport, uri, mounted.loginFailed)
        return hub.announce({ transport })
      }
      const alive = await login.frameSession(transport)
      if (alive) return hub.announce({ transport })
      // The visitor had a session (the adapter stored it) and the service ended it: SPEC §8's alert.
      if (alive === false)
        mounted.alert({
          code: 'SESSION_EXPIRED',
          shortMessage: { key: 'sessionExpired' },
          details: { key: 'embeddedSessionExpiredDetails' },
        })
    },
    async signOut() {
      await hub.announce(undefined)
      if (!loading) return
      const { transport } = await loading
      await transport.request('SIGN_OUT', {})
    },
  }
}

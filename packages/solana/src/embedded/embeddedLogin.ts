// The embedded wallet's session as the Solana adapter runs it when it owns it (a host without the EVM
// adapter): loaded on the visitor's first login, or at start only when the last session was the embedded
// wallet's or a social login comes back. Everything here is @foyer/embedded's host side strung together;
// what must be there at mount (the connector, the social return) is in ownEmbeddedWallet.ts.
import type { SocialLogin } from '@foyer/core'
import type { AdapterContext, ConnectFlow, EmbeddedWalletSettings } from '@foyer/core/adapter'
import {
  createFrameTransport,
  type EmbeddedWalletHub,
  type FrameTransport,
  isPasskeyRequired,
  runEmailLogin,
  runPasskeySignIn,
  runSocialLogin,
} from '@foyer/embedded'

/** The login the visitor chose: an e-mail, a social provider or a passkey, with the connect's flow. */
export type EmbeddedLogin =
  | { email: string; flow: ConnectFlow }
  | { social: SocialLogin; flow: ConnectFlow }
  | { passkey: true; flow: ConnectFlow }

/** What the owner of the embedded wallet works with: the instance's services, the settings, the hub. */
export type EmbeddedOwnerContext = {
  mounted: AdapterContext
  settings: EmbeddedWalletSettings
  hub: EmbeddedWalletHub
}

/**
 * The frame's channel (one per owner) and what the owner does through it: log in, restore, sign out. The
 * frame names no chain: its URL takes EVM chains only (the auth service refuses a cluster there), so it
 * starts on the service's default chain, and every Solana request names its cluster.
 */
export function embeddedSession({ mounted, settings, hub }: EmbeddedOwnerContext) {
  const transport: FrameTransport = createFrameTransport({
    authUrl: settings.authUrl,
    projectId: settings.projectId,
    enableLogger: settings.enableLogger,
    onAlert: (error) =>
      mounted.alert({
        code: error.alert ?? 'EMBEDDED_WALLET_ERROR',
        shortMessage: error.displayText,
        details: error.details,
      }),
  })
  return {
    /** Runs the login's steps in the frame, then opens the session in every joined namespace. */
    async logIn(login: EmbeddedLogin): Promise<void> {
      if ('email' in login) await runEmailLogin(transport, login)
      else if ('social' in login) await runSocialLogin(transport, login)
      else await runPasskeySignIn(transport, login.flow)
      await hub.announce({ transport })
    },
    /**
     * Completes a social login this page came back with (`socialReturn`, its `result_uri`), or brings back
     * the session the last page load had while the frame holds it. Nobody awaits a reconnect, so a refused
     * return is said to the visitor (the modal opens on Connect with the reason; a wallet guarded by a
     * passkey opens only in the modal's passkey sign-in), and a session the service ended raises SPEC §8's
     * SESSION_EXPIRED.
     */
    async restore(socialReturn: string | undefined): Promise<void> {
      if (socialReturn !== undefined) {
        await transport.request('CONNECT_SOCIAL', { uri: socialReturn }).catch((error: Error) => {
          mounted.loginFailed(
            isPasskeyRequired(error) ? { key: 'passkeyRequiredSignIn' } : error.message,
          )
          throw error
        })
        return hub.announce({ transport })
      }
      const alive = await transport.request('IS_CONNECTED', {}).then(
        (answer) => answer.isConnected,
        // A wallet waiting for its passkey ('unlock'): not connected, yet no session ended.
        (error: unknown) => (isPasskeyRequired(error) ? undefined : Promise.reject(error)),
      )
      if (alive) return hub.announce({ transport })
      if (alive === false)
        mounted.alert({
          code: 'SESSION_EXPIRED',
          shortMessage: { key: 'sessionExpired' },
          details: { key: 'embeddedSessionExpiredDetails' },
        })
    },
    /** The frame drops its session token (SPEC §4: signing out clears stored login data). */
    async signOut(): Promise<void> {
      await transport.request('SIGN_OUT', {})
    },
  }
}

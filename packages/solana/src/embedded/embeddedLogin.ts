// The embedded wallet's login as the Solana adapter runs it when it owns the session (a host without the
// EVM adapter): loaded on the visitor's first login, or at start only when the last session was the
// embedded wallet's. Everything here is @foyer/embedded's host side; this module only strings it together.
import type { AdapterContext, ConnectFlow, EmbeddedWalletSettings, SocialLogin } from '@foyer/core'
import {
  createFrameTransport,
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

/**
 * The frame's channel, raising its alerts in the modal. It names no chain: the frame's URL takes EVM chains
 * only (the auth service refuses a cluster there), so the frame starts on the service's default chain, and
 * every Solana request names its cluster.
 */
export function openFrame(
  settings: EmbeddedWalletSettings,
  alert: AdapterContext['alert'],
): FrameTransport {
  return createFrameTransport({
    authUrl: settings.authUrl,
    projectId: settings.projectId,
    enableLogger: settings.enableLogger,
    onAlert: (error) =>
      alert({
        code: error.alert ?? 'EMBEDDED_WALLET_ERROR',
        shortMessage: error.displayText,
        details: error.details,
      }),
  })
}

/** Runs the login's steps in the frame; resolves once the frame holds a session. */
export async function runLogin(transport: FrameTransport, login: EmbeddedLogin): Promise<void> {
  if ('email' in login) await runEmailLogin(transport, login)
  else if ('social' in login) await runSocialLogin(transport, login)
  else await runPasskeySignIn(transport, login.flow)
}

/**
 * Completes a social login this page came back with (SPEC §4: a Telegram mini-app's return, or a login by
 * redirect): the frame connects with its `result_uri`. Nobody awaits a reconnect, so a failure is said to the
 * visitor (`loginFailed`: the modal opens on Connect with the reason) before it rejects; a wallet guarded by a
 * passkey opens only in the modal's passkey sign-in, which can show the passkey page.
 */
export async function completeSocialReturn(
  transport: FrameTransport,
  uri: string,
  loginFailed: AdapterContext['loginFailed'],
): Promise<void> {
  await transport.request('CONNECT_SOCIAL', { uri }).catch((error: Error) => {
    loginFailed(isPasskeyRequired(error) ? { key: 'passkeyRequiredSignIn' } : error.message)
    throw error
  })
}

/**
 * Whether the frame still holds a session: true, false when the service ended it, undefined when the wallet
 * waits for its passkey (not connected, yet no session ended).
 */
export function frameSession(transport: FrameTransport): Promise<boolean | undefined> {
  return transport.request('IS_CONNECTED', {}).then(
    (answer) => answer.isConnected,
    (error: unknown) => {
      if (isPasskeyRequired(error)) return undefined
      throw error
    },
  )
}

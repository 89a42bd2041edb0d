import type { DisplayText } from '../messages/displayText.js'
import type { SocialProvider } from '../types/social.js'

/** A page of the wallet's own origin that the modal shows in an iframe: its URL, and the origin it answers from. */
export type WalletPage = { src: string; origin: string }

/**
 * A step of a connect flow that the visitor has to see or answer: a pairing URI to scan, a one-time code
 * to type, a provider's popup to finish, a new device to approve from the e-mail, or the wallet's passkey
 * page (signing in with a passkey, or opening a wallet its passkey guards). The modal renders it;
 * a headless host reads it with `getConnectStep` / `useConnect` and answers with `answerConnectStep`.
 */
export type ConnectStep =
  | { type: 'displayUri'; uri: string }
  | {
      type: 'awaitOtp'
      email?: string | undefined
      /** Why the last code was refused ('Invalid code'…), shown with the boxes. */
      error?: DisplayText | undefined
      /** When a new code may be asked for (ms since the epoch); the resend control counts down to it. */
      resendAvailableAt?: number | undefined
    }
  | { type: 'awaitPopup'; url?: string | undefined }
  | { type: 'awaitDeviceApproval'; email?: string | undefined; error?: DisplayText | undefined }
  | {
      type: 'awaitPasskey'
      /** 'sign-in': a login with a passkey; 'unlock': a login that took opens the wallet its passkey guards. */
      ceremony: 'sign-in' | 'unlock'
      /** The wallet's passkey page: its button opens the browser's passkey dialog (the flow goes on by itself). */
      page: WalletPage
    }

/**
 * A social login to run: the provider, and the popup window the visitor's click opened for it. Opened in the
 * click (a popup opened later is blocked); `null` or absent means the provider's page replaces this one and
 * the login completes when it returns (a phone, or popups blocked). Farcaster opens no popup: its flow shows
 * a `displayUri` step (the sign-in link, as a QR code in ConnectingFarcaster) and waits for the Farcaster
 * client to sign.
 */
export type SocialLogin = {
  provider: SocialProvider
  popup?: { closed: boolean; close(): void } | null | undefined
}

/** The visitor's answer to a step: the code they typed, or a request for a new one. */
export type ConnectAnswer = { value: string } | { resend: true }

/**
 * What an adapter's connect gets from core to run a flow: `step` shows the current step, `answer` waits
 * for the visitor's answer to it (an OTP), and `signal` aborts when the visitor cancels or goes back.
 */
export type ConnectFlow = {
  step(step: ConnectStep): void
  answer(): Promise<ConnectAnswer>
  readonly signal: AbortSignal
}

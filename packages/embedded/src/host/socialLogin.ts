import type { SocialLogin } from '@foyer/core'
import type { ConnectFlow } from '@foyer/core/adapter'
import { EmbeddedWalletError } from './errors.js'
import { runFarcasterLogin } from './farcasterLogin.js'
import { unlockWhenGuarded } from './passkeyLogin.js'
import { RESULT_PARAMETER, returnUrl } from './socialReturn.js'
import type { FrameTransport } from './transport.js'

/** How often the host looks at the popup (whether the provider has sent it back, or it was closed). */
const POPUP_POLL_MS = 250

/** A social (or Farcaster) login's outcome as the frame reports it. */
export type SocialLoginResult = {
  socialProvider: string
  email?: string | undefined
  userName?: string | undefined
}

/**
 * A social login (SPEC §4): the frame asks the auth service for the provider's consent page, the visitor
 * goes through it in the popup their click opened, the provider returns the popup to this page with a
 * one-time `result_uri`, which the host reads (same origin), closes the popup, and hands to the frame over
 * the checked channel: it reaches nothing else. Without a popup the provider's page replaces this one; the
 * login then completes on the way back (`takeSocialReturn`), and this never resolves. Farcaster has no
 * popup: `runFarcasterLogin`. A wallet guarded by a passkey this device has not shown opens with it
 * afterwards (the 'unlock' step).
 */
export async function runSocialLogin(
  transport: FrameTransport,
  {
    social,
    flow,
    location = window.location,
  }: { social: SocialLogin; flow: ConnectFlow; location?: Location },
): Promise<SocialLoginResult> {
  // What the frame would have answered, for a login that went on to the passkey.
  const unlocked = { socialProvider: social.provider }
  if (social.provider === 'farcaster')
    return unlockWhenGuarded(transport, flow, runFarcasterLogin(transport, flow), unlocked)
  const { signal } = flow
  const popup = social.popup as Window | null | undefined
  const { uri } = await transport.request(
    'GET_SOCIAL_REDIRECT_URI',
    { provider: social.provider, returnTo: returnUrl(location.href) },
    { signal },
  )
  if (!popup || popup.closed) {
    location.assign(uri)
    return new Promise<never>(() => {})
  }
  popup.location.href = uri
  flow.step({ type: 'awaitPopup', url: uri })
  const result = await waitForReturn(popup, location.origin, signal)
  return unlockWhenGuarded(
    transport,
    flow,
    transport.request('CONNECT_SOCIAL', { uri: result }, { signal }),
    unlocked,
  )
}

/** Waits until the popup is back on this origin with the result, or fails when the visitor closes it. */
function waitForReturn(popup: Window, origin: string, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (signal.aborted) {
        clearInterval(timer)
        popup.close()
        return reject(signal.reason)
      }
      if (popup.closed) {
        clearInterval(timer)
        return reject(new EmbeddedWalletError({ key: 'socialWindowClosed' }))
      }
      let href: string
      try {
        // Readable only once the popup is back on this page's origin; until then the browser throws.
        href = popup.location.href
      } catch {
        return
      }
      if (!href.startsWith(origin)) return
      const result = new URL(href).searchParams.get(RESULT_PARAMETER)
      if (!result) return
      clearInterval(timer)
      popup.close()
      resolve(result)
    }, POPUP_POLL_MS)
  })
}

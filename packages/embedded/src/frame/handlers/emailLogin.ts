import type { FrameContext } from './frameContext.js'
import type { HandlersOf } from './types.js'

/** E-mail login (SPEC §3): the address, then the device approval or the one-time code. */
export function emailLoginHandlers(
  frame: FrameContext,
): HandlersOf<'CONNECT_EMAIL' | 'CONNECT_DEVICE' | 'CONNECT_OTP'> {
  const { api, deviceId, storage } = frame
  return {
    async CONNECT_EMAIL({ email }) {
      // This device already holds a session of this very e-mail (SPEC §4's CONNECT step): nothing to
      // verify, and no mail. Another e-mail, or no session, logs in as usual.
      if (frame.session?.user.email && sameEmail(frame.session.user.email, email)) {
        frame.pendingEmail = undefined
        return { action: 'CONNECT' as const }
      }
      frame.pendingEmail = email
      return api.loginEmail(email, deviceId)
    },
    async CONNECT_DEVICE() {
      if (!frame.pendingEmail) throw new Error('Enter your e-mail address first')
      return api.loginDevice(frame.pendingEmail, deviceId)
    },
    async CONNECT_OTP({ otp }) {
      if (!frame.pendingEmail) throw new Error('Enter your e-mail address first')
      const { token, user } = await api.loginOtp(frame.pendingEmail, deviceId, otp)
      storage.setToken(token)
      frame.pendingEmail = undefined
      await frame.open(user)
      return {}
    },
  }
}

/** E-mail addresses compare without case or surrounding spaces, as the auth service keys accounts. */
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

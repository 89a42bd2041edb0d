import type { FrameContext } from './frameContext.js'
import type { HandlersOf } from './types.js'

/** The signed-in account's e-mail address and devices. */
export function accountSettingsHandlers(
  frame: FrameContext,
): HandlersOf<
  | 'UPDATE_EMAIL'
  | 'UPDATE_EMAIL_PRIMARY_OTP'
  | 'UPDATE_EMAIL_SECONDARY_OTP'
  | 'LIST_DEVICES'
  | 'REVOKE_DEVICE'
> {
  const { api } = frame
  return {
    async UPDATE_EMAIL({ email }) {
      frame.requireSession()
      return api.changeEmail(email)
    },
    async UPDATE_EMAIL_PRIMARY_OTP({ otp }) {
      frame.requireSession()
      return api.changeEmailPrimary(otp)
    },
    async UPDATE_EMAIL_SECONDARY_OTP({ otp }) {
      const current = frame.requireSession()
      const { email } = await api.changeEmailSecondary(otp)
      current.user = { ...current.user, email }
      return { email }
    },
    async LIST_DEVICES() {
      frame.requireSession()
      const { devices } = await api.devices()
      // Only the fields the protocol names: one the service adds later must not make the host refuse the answer.
      return {
        devices: devices.map(({ id, approvedAt, lastUsedAt, current, waiting }) => ({
          id,
          approvedAt,
          lastUsedAt,
          current,
          waiting,
        })),
      }
    },
    async REVOKE_DEVICE({ id }) {
      frame.requireSession()
      await api.revokeDevice(id)
      return {}
    },
  }
}

import type { EmbeddedAccountActions } from '@foyer/core/adapter'
import { listPasskeys, runPasskeyCeremony } from './passkeys.js'
import type { FrameTransport } from './transport.js'

/**
 * The embedded wallet's account actions as requests to the frame: e-mail change, devices, passkeys. Each
 * adapter that serves the wallet's account (EVM's, Solana's) runs them on the session's channel —
 * `transport` resolves it, or throws when its connection is not the embedded wallet's — and hears of a
 * changed e-mail (`emailChanged`) to report its connection again with the new user.
 */
export function embeddedAccountActions(
  transport: () => Promise<FrameTransport>,
  emailChanged: (email: string) => void,
): EmbeddedAccountActions {
  return {
    updateEmail: async ({ email }) => (await transport()).request('UPDATE_EMAIL', { email }),
    updateEmailPrimaryOtp: async ({ otp }) =>
      (await transport()).request('UPDATE_EMAIL_PRIMARY_OTP', { otp }),
    async updateEmailSecondaryOtp({ otp }) {
      const result = await (await transport()).request('UPDATE_EMAIL_SECONDARY_OTP', { otp })
      emailChanged(result.email)
      return result
    },
    listEmbeddedDevices: async () =>
      (await (await transport()).request('LIST_DEVICES', {})).devices,
    async revokeEmbeddedDevice({ id }) {
      await (await transport()).request('REVOKE_DEVICE', { id })
    },
    listEmbeddedPasskeys: async () => listPasskeys(await transport()),
    addEmbeddedPasskey: async ({ show, signal }) =>
      runPasskeyCeremony(await transport(), 'add', { show, signal }),
  }
}

import type { DisplayText } from '@foyer/core'
import type { ConnectFlow } from '@foyer/core/adapter'
import { EMAIL_RESEND_COOLDOWN_MS } from '../protocol/constants.js'
import { EmbeddedWalletError, isPasskeyRequired } from './errors.js'
import { runPasskeyStep } from './passkeyLogin.js'
import type { FrameTransport } from './transport.js'

const OTP = /^\d{6}$/

/**
 * The e-mail login's steps (SPEC §4 'Embedded login steps': VERIFY_DEVICE, VERIFY_OTP, CONNECT) as a connect
 * flow: the frame mails a code, or first a device-approval link when the account has not used this device;
 * the flow shows the step and waits for the visitor. A refused code keeps the visitor on the code step with
 * the service's words; a resend is answered by a new code or by the cooldown's 'Please try again after N
 * seconds'. When the wallet is guarded by a passkey this device has not shown, the right code answers
 * PASSKEY_REQUIRED_CODE and the flow goes on to the passkey ('unlock'). Resolves once the frame holds a session.
 */
export async function runEmailLogin(
  transport: FrameTransport,
  { email, flow }: { email: string; flow: ConnectFlow },
): Promise<void> {
  const { signal } = flow
  let { action } = await transport.request('CONNECT_EMAIL', { email }, { signal })
  // The frame already holds this e-mail's session on this device: connected, no code to ask for.
  if (action === 'CONNECT') return
  let sentAt = Date.now()
  if (action === 'VERIFY_DEVICE') {
    flow.step({ type: 'awaitDeviceApproval', email })
    // Each CONNECT_DEVICE waits (the service holds it up to 20 s) until the link in the mail is used.
    while (action === 'VERIFY_DEVICE') {
      ;({ action } = await transport.request('CONNECT_DEVICE', {}, { signal }))
    }
    sentAt = Date.now()
  }
  let error: DisplayText | undefined
  for (;;) {
    flow.step({
      type: 'awaitOtp',
      email,
      error,
      resendAvailableAt: sentAt + EMAIL_RESEND_COOLDOWN_MS,
    })
    const answer = await flow.answer()
    if ('resend' in answer) {
      try {
        await transport.request('CONNECT_EMAIL', { email }, { signal })
        sentAt = Date.now()
        error = undefined
      } catch (cause) {
        error = visitorMessage(cause)
      }
      continue
    }
    const otp = answer.value.replace(/\s/g, '')
    if (!OTP.test(otp)) {
      error = { key: 'otpFormat' }
      continue
    }
    try {
      await transport.request('CONNECT_OTP', { otp }, { signal })
      return
    } catch (cause) {
      // The code was right and is spent: the wallet opens with the passkey, not with another code.
      if (isPasskeyRequired(cause)) return runPasskeyStep(transport, flow, 'unlock')
      error = visitorMessage(cause)
    }
  }
}

/** A refusal the visitor can act on is shown on the step; a broken frame ends the flow. */
function visitorMessage(cause: unknown): DisplayText {
  if (cause instanceof EmbeddedWalletError && !cause.alert) return cause.displayText
  throw cause
}

import type { ConnectFlow } from '@foyer/core/adapter'
import { isPasskeyRequired } from './errors.js'
import { runPasskeyCeremony } from './passkeys.js'
import type { FrameTransport } from './transport.js'

/**
 * A login's passkey ceremony as a step of its connect flow (`awaitPasskey`: the modal shows the wallet's
 * passkey page, whose button opens the browser's passkey dialog). Resolves once the frame holds an open
 * session; the flow's signal (the visitor's Cancel, the modal closed) cancels the ceremony.
 */
export function runPasskeyStep(
  transport: FrameTransport,
  flow: ConnectFlow,
  ceremony: 'sign-in' | 'unlock',
): Promise<void> {
  return runPasskeyCeremony(transport, ceremony, {
    show: (page) => flow.step({ type: 'awaitPasskey', ceremony, page }),
    signal: flow.signal,
  })
}

/** Signs in with a passkey (a discoverable credential of this app's wallets): no e-mail, no code. */
export function runPasskeySignIn(transport: FrameTransport, flow: ConnectFlow): Promise<void> {
  return runPasskeyStep(transport, flow, 'sign-in')
}

/**
 * Waits for a login request; when the frame answers PASSKEY_REQUIRED_CODE (the wallet is guarded by a
 * passkey and this device has not shown it), runs the 'unlock' ceremony and resolves with `unlocked`.
 */
export async function unlockWhenGuarded<T>(
  transport: FrameTransport,
  flow: ConnectFlow,
  login: Promise<T>,
  unlocked: T,
): Promise<T> {
  try {
    return await login
  } catch (cause) {
    if (!isPasskeyRequired(cause)) throw cause
  }
  await runPasskeyStep(transport, flow, 'unlock')
  return unlocked
}

import { NotConnectedError } from '@foyer/core'
import { runPasskeyCeremony } from '@foyer/embedded'
import { getConnection } from '@wagmi/core'
import type { EvmAdapterState } from '../adapterState.js'
import { AUTH_CONNECTOR_ID } from '../auth/authConnectorState.js'
import type { EvmParameters } from '../evmAdapterTypes.js'

// The embedded wallet's account management (SPEC §4: e-mail change, devices, passkeys, account type),
// each a request to the frame while the embedded wallet is the connected one.

async function embeddedTransport({ wagmiConfig, auth }: EvmAdapterState) {
  if (getConnection(wagmiConfig).connector?.id !== AUTH_CONNECTOR_ID) throw new NotConnectedError()
  return (await auth.load()).transport
}

export async function updateEmail(state: EvmAdapterState, { email }: EvmParameters<'updateEmail'>) {
  return (await embeddedTransport(state)).request('UPDATE_EMAIL', { email })
}

export async function updateEmailPrimaryOtp(
  state: EvmAdapterState,
  { otp }: EvmParameters<'updateEmailPrimaryOtp'>,
) {
  return (await embeddedTransport(state)).request('UPDATE_EMAIL_PRIMARY_OTP', { otp })
}

export async function updateEmailSecondaryOtp(
  state: EvmAdapterState,
  { otp }: EvmParameters<'updateEmailSecondaryOtp'>,
) {
  const result = await (await embeddedTransport(state)).request('UPDATE_EMAIL_SECONDARY_OTP', {
    otp,
  })
  const { auth } = state
  if (auth.connection) auth.connection = { ...auth.connection, email: result.email }
  state.reportConnection()
  return result
}

export async function listEmbeddedDevices(state: EvmAdapterState) {
  return (await (await embeddedTransport(state)).request('LIST_DEVICES', {})).devices
}

export async function revokeEmbeddedDevice(
  state: EvmAdapterState,
  { id }: EvmParameters<'revokeEmbeddedDevice'>,
): Promise<void> {
  await (await embeddedTransport(state)).request('REVOKE_DEVICE', { id })
}

export async function listEmbeddedPasskeys(state: EvmAdapterState) {
  return (await (await embeddedTransport(state)).request('LIST_PASSKEYS', {})).passkeys
}

export async function addEmbeddedPasskey(
  state: EvmAdapterState,
  { show, signal }: EvmParameters<'addEmbeddedPasskey'>,
): Promise<void> {
  await runPasskeyCeremony(await embeddedTransport(state), 'add', { show, signal })
}

export async function setPreferredAccountType(
  { auth }: EvmAdapterState,
  { type }: EvmParameters<'setPreferredAccountType'>,
) {
  if (!auth.setAccountType) throw new NotConnectedError()
  return auth.setAccountType(type)
}

import { NotConnectedError } from '@foyer/core'
import { embeddedAccountActions } from '@foyer/embedded'
import { getConnection } from '@wagmi/core'
import type { EvmAdapterState } from '../adapterState.js'
import { AUTH_CONNECTOR_ID } from '../auth/authConnectorState.js'
import type { EvmParameters } from '../evmAdapterTypes.js'

// The embedded wallet's account management (SPEC §4: e-mail change, devices, passkeys, account type),
// each a request to the frame (@foyer/embedded's embeddedAccountActions) while the embedded wallet is the
// connected one.

/** The account actions on the frame's channel; a changed e-mail is reported with the connection. */
function actions(state: EvmAdapterState) {
  const { wagmiConfig, auth } = state
  return embeddedAccountActions(
    async () => {
      if (getConnection(wagmiConfig).connector?.id !== AUTH_CONNECTOR_ID)
        throw new NotConnectedError()
      return (await auth.load()).transport
    },
    (email) => {
      if (auth.connection) auth.connection = { ...auth.connection, email }
      state.reportConnection()
    },
  )
}

export const updateEmail = (state: EvmAdapterState, parameters: EvmParameters<'updateEmail'>) =>
  actions(state).updateEmail(parameters)

export const updateEmailPrimaryOtp = (
  state: EvmAdapterState,
  parameters: EvmParameters<'updateEmailPrimaryOtp'>,
) => actions(state).updateEmailPrimaryOtp(parameters)

export const updateEmailSecondaryOtp = (
  state: EvmAdapterState,
  parameters: EvmParameters<'updateEmailSecondaryOtp'>,
) => actions(state).updateEmailSecondaryOtp(parameters)

export const listEmbeddedDevices = (state: EvmAdapterState) => actions(state).listEmbeddedDevices()

export const revokeEmbeddedDevice = (
  state: EvmAdapterState,
  parameters: EvmParameters<'revokeEmbeddedDevice'>,
) => actions(state).revokeEmbeddedDevice(parameters)

export const listEmbeddedPasskeys = (state: EvmAdapterState) =>
  actions(state).listEmbeddedPasskeys()

export const addEmbeddedPasskey = (
  state: EvmAdapterState,
  parameters: EvmParameters<'addEmbeddedPasskey'>,
) => actions(state).addEmbeddedPasskey(parameters)

export async function setPreferredAccountType(
  { auth }: EvmAdapterState,
  { type }: EvmParameters<'setPreferredAccountType'>,
) {
  if (!auth.setAccountType) throw new NotConnectedError()
  return auth.setAccountType(type)
}

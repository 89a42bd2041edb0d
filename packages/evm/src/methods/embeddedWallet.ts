import { NotConnectedError } from '@foyer/core'
import type { EmbeddedAccountAction } from '@foyer/core/adapter'
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

/** Runs one of the account actions by name (the eager part's forwarders, `forwardEmbeddedAccountActions`). */
export const embeddedAccount = (
  state: EvmAdapterState,
  name: EmbeddedAccountAction,
  parameters: unknown,
) => (actions(state)[name] as (parameters: unknown) => Promise<unknown>)(parameters)

export async function setPreferredAccountType(
  { auth }: EvmAdapterState,
  { type }: EvmParameters<'setPreferredAccountType'>,
) {
  if (!auth.setAccountType) throw new NotConnectedError()
  return auth.setAccountType(type)
}

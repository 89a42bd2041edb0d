import { NotConnectedError } from '@foyer/core'
import type { EmbeddedAccountAction } from '@foyer/core/adapter'
import { embeddedAccountActions } from '@foyer/embedded'
import type { SolanaAdapterState } from '../adapterState.js'
import { EMBEDDED_ENTRY } from '../storedConnection.js'
import { emitConnection } from './session.js'

// The embedded wallet's account management (SPEC §4: e-mail change, devices, passkeys) when Solana's
// connection is the embedded wallet's — whichever adapter owns the session (this one on a Solana-only host,
// EVM's beside it): each a request to the frame on the channel the session's owner announced.

/** The account actions on the announced session's channel; a changed e-mail is reported with the connection. */
function actions(state: SolanaAdapterState) {
  return embeddedAccountActions(
    async () => {
      const transport = state.embedded?.hub.session?.transport
      if (state.session?.stored !== EMBEDDED_ENTRY || !transport) throw new NotConnectedError()
      return transport
    },
    (email) => {
      const { session } = state
      if (!session) return
      session.signedIn = { ...session.signedIn, user: { ...session.signedIn?.user, email } }
      emitConnection(state)
    },
  )
}

/** Runs one of the account actions by name (the eager part's forwarders, `forwardEmbeddedAccountActions`). */
export const embeddedAccount = (
  state: SolanaAdapterState,
  name: EmbeddedAccountAction,
  parameters: unknown,
) => (actions(state)[name] as (parameters: unknown) => Promise<unknown>)(parameters)

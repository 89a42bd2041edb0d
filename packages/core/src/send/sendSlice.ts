// The one writer of `state.send`: what the Send view holds (SPEC's Send state). Only the modal's Send views
// change it.
import { emptySendState } from '../state/initialState.js'
import type { SendState } from '../state/types.js'
import type { FoyerContext } from '../types/instance.js'

/**
 * Updates what the Send view holds (token, amount, receiver); clears its last error. A receiver typed
 * anew forgets the name the last one was resolved from.
 */
export function updateSend(
  foyer: FoyerContext,
  changes: Partial<
    Pick<
      SendState,
      | 'token'
      | 'sendTokenAmount'
      | 'receiverAddress'
      | 'receiverProfileName'
      | 'receiverProfileImageUrl'
      | 'error'
    >
  >,
): void {
  const forgetName =
    'receiverAddress' in changes && !('receiverProfileName' in changes)
      ? { receiverProfileName: undefined, receiverProfileImageUrl: undefined }
      : {}
  foyer.store.setState((state) => ({
    send: { ...state.send, error: undefined, ...forgetName, ...changes },
  }))
}

/** Empties the Send view (SPEC §4: on completion the send state resets). */
export function resetSend(foyer: FoyerContext): void {
  foyer.store.setState({ send: emptySendState() })
}

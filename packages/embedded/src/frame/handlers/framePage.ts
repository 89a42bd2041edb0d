import { FrameRequestError } from '../evmRequests.js'
import type { HandlersOf } from './types.js'

/** What the host asks of the frame's page itself: its theme, the app's data, a reload. */
export function framePageHandlers(): HandlersOf<'SYNC_THEME' | 'SYNC_DAPP_DATA' | 'RELOAD'> {
  return {
    // The frame shows no screen of its own: the modal gives the approval and passkey pages its theme and
    // locale when it frames them, and the project's verified name comes from the auth service, never from
    // the host. Said clearly (4200, unsupported) rather than answered with a success that changes nothing.
    async SYNC_THEME() {
      throw new FrameRequestError(
        'The wallet frame shows no screen of its own: the modal passes its theme to the wallet pages it shows',
        4200,
      )
    },
    async SYNC_DAPP_DATA() {
      throw new FrameRequestError(
        "The wallet frame takes the app's name from the project's registration, not from the page",
        4200,
      )
    },
    async RELOAD() {
      setTimeout(() => window.location.reload(), 0)
      return {}
    },
  }
}

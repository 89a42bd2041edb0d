import type { FrameContext } from './frameContext.js'
import type { HandlersOf } from './types.js'

/** Passkey ceremonies in the passkey page, and the account's passkeys. */
export function passkeyHandlers(
  frame: FrameContext,
): HandlersOf<'PREPARE_PASSKEY' | 'AWAIT_PASSKEY' | 'CANCEL_PASSKEY' | 'LIST_PASSKEYS'> {
  return {
    async PREPARE_PASSKEY({ ceremony }) {
      return { ceremonyId: (await frame.passkeyWork()).prepare(ceremony) }
    },
    async AWAIT_PASSKEY({ ceremonyId }) {
      await (await frame.passkeyWork()).desk.wait(ceremonyId)
      return {}
    },
    async CANCEL_PASSKEY({ ceremonyId }) {
      frame.loadedDesk?.cancel(ceremonyId)
      return {}
    },
    async LIST_PASSKEYS() {
      frame.requireSession()
      const { passkeys } = await frame.api.passkeys()
      return {
        passkeys: passkeys.map(({ id, createdAt, lastUsedAt }) => ({ id, createdAt, lastUsedAt })),
      }
    },
  }
}

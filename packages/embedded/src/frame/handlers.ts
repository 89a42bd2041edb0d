import type { AppEventType } from '../protocol/messages.js'
import { accountSettingsHandlers } from './handlers/accountSettings.js'
import { connectionHandlers } from './handlers/connection.js'
import { emailLoginHandlers } from './handlers/emailLogin.js'
import { createFrameContext } from './handlers/frameContext.js'
import { framePageHandlers } from './handlers/framePage.js'
import { passkeyHandlers } from './handlers/passkeys.js'
import { providerHandlers } from './handlers/providers.js'
import { requestHandlers } from './handlers/requests.js'
import { smartAccountHandlers } from './handlers/smartAccounts.js'
import type { HandlersOf } from './handlers/types.js'

/**
 * The frame's answer to every app event of SPEC §3, one family of events a file under handlers/ around
 * one shared context (handlers/frameContext.ts). Each handler resolves with its SUCCESS payload or throws;
 * the channel turns a throw into the event's ERROR with the error's message. The return type names every
 * event, so a family left out does not compile.
 */
export function createHandlers(
  ...context: Parameters<typeof createFrameContext>
): HandlersOf<AppEventType> {
  const frame = createFrameContext(...context)
  return {
    ...emailLoginHandlers(frame),
    ...connectionHandlers(frame),
    ...requestHandlers(frame),
    ...passkeyHandlers(frame),
    ...accountSettingsHandlers(frame),
    ...smartAccountHandlers(frame),
    ...providerHandlers(frame),
    ...framePageHandlers(),
  }
}

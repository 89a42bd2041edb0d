// The wallet frame page's runtime: its config, its storage, its approval and passkey desks and the
// verified channel.
import { createApprovalDesk } from './approvalDesk.js'
import { startFrameChannel } from './channel.js'
import { readFrameConfig } from './config.js'
import { createHandlers } from './handlers.js'
import { createFrameStorage } from './storage.js'

/** Reads the page's config and starts answering the host over the verified channel. */
export function runFrame(): () => void {
  const config = readFrameConfig()
  const storage = createFrameStorage(config.projectId)
  const log = (...args: unknown[]) => {
    // Never a key, share or token: only events and refusals are logged.
    if (config.enableLogger) console.debug('[foyer frame]', ...args)
  }
  let parentOrigin: string | undefined
  return startFrameChannel({
    allowedOrigins: config.allowedOrigins,
    handlers: createHandlers(
      config,
      storage,
      () => parentOrigin,
      createApprovalDesk({ projectId: config.projectId, log }),
      // Loaded with the first passkey ceremony (most visitors never start one).
      () =>
        import('./passkeyDesk.js').then(({ createPasskeyDesk }) =>
          createPasskeyDesk({ projectId: config.projectId }),
        ),
    ) as never,
    log,
    onParent: (origin) => {
      parentOrigin = origin
    },
  })
}

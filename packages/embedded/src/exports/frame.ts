// @foyer/embedded/frame: the runtime of the page inside the embedded wallet's iframe.
import { createApprovalDesk } from '../frame/approvalDesk.js'
import { startFrameChannel } from '../frame/channel.js'
import { readFrameConfig } from '../frame/config.js'
import { createHandlers } from '../frame/handlers.js'
import { createFrameStorage } from '../frame/storage.js'

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
    ) as never,
    log,
    onParent: (origin) => {
      parentOrigin = origin
    },
  })
}

export { startFrameChannel } from '../frame/channel.js'
export { type SolanaKey, solanaKeyFrom } from '../frame/solanaKey.js'
// The Solana signing the frame does, for tests that run it beside a real cluster without a page.
export { serveSolanaRequest } from '../frame/solanaRequests.js'

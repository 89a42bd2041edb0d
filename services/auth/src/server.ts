import { type RunningService, serveApp } from '@foyer/server'
import { createApp } from './app.js'
import { purgeTask } from './db/purge.js'
import type { AppDeps } from './deps.js'

export type { RunningService }

/** Serves the auth app on loopback (or `host`), with the purge of expired rows beside it. */
export function startAuthService(
  deps: AppDeps,
  { port, host = '127.0.0.1' }: { port: number; host?: string },
): Promise<RunningService> {
  return serveApp(createApp(deps), {
    port,
    host,
    tasks: [purgeTask(deps.database.db, deps.now)],
  })
}

import { createService } from '@foyer/server'
import { contextStorage } from 'hono/context-storage'
import type { AppDeps } from './deps.js'
import { deviceAccountRoutes } from './devices/accountRoutes.js'
import { deviceRoutes } from './devices/routes.js'
import { emailRoutes } from './email/routes.js'
import { farcasterRoutes } from './farcaster/routes.js'
import { frameRoutes } from './frame/routes.js'
import { handleAuthError } from './http/errors.js'
import { loginRoutes } from './login/routes.js'
import { passkeyRoutes } from './passkeys/routes.js'
import { MAX_BODY_BYTES } from './rules.js'
import { sessionRoutes } from './sessions/routes.js'
import { socialRoutes } from './social/routes.js'
import { walletRoutes } from './wallet/routes.js'

/**
 * The embedded wallet's backend as one app on the server kit: e-mail, social and Farcaster login, device approval, sessions,
 * key shares, e-mail change, and the frame page. Stateless apart from the database (rate limits included),
 * so several can run behind a load balancer on one PostgreSQL.
 */
export function createApp(deps: AppDeps) {
  const app = createService({
    name: 'foyer-auth',
    routes: [
      loginRoutes(deps),
      sessionRoutes(deps),
      walletRoutes(deps),
      passkeyRoutes(deps),
      emailRoutes(deps),
      deviceRoutes(deps),
      deviceAccountRoutes(deps),
      socialRoutes(deps),
      farcasterRoutes(deps),
      frameRoutes(deps),
    ],
    ready: async () => (await deps.database.query('SELECT 1 AS ok')).length === 1,
    // The request being answered, for what a route calls deep down: the device mail's place
    // (devices/sendDeviceLink.ts).
    middleware: [contextStorage()],
    maxBodyBytes: MAX_BODY_BYTES,
  })
  // The kit's error body, with the auth service's own log and sentence for an unexpected error
  // (http/errors.ts). Replacing the handler keeps everything else the kit does.
  app.onError(handleAuthError)
  return app
}

/** The app's type, for tests. */
export type App = ReturnType<typeof createApp>

import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { type ChainClients, createChainClients, type ServiceConfig } from './config.js'
import { dataServiceRoutes } from './data/routes.js'
import type { OpenDatabase } from './db/database.js'
import { type ClientParamsEnv, clientParams } from './http/clientParams.js'
import { ApiError, handleError, handleNotFound } from './http/errors.js'
import { createProjectCache } from './projects.js'
import { supportedChainsRoute } from './routes/supportedChains.js'
import { walletServiceRoutes } from './wallets/routes.js'

/** What the routes share: the database, the configuration and one viem client per chain. */
export type AppDeps = { database: OpenDatabase; config: ServiceConfig; clients: ChainClients }

/** Requests larger than this are refused with 413 before any handler reads them. */
export const MAX_BODY_BYTES = 64 * 1024

/**
 * The data service and the wallet service as one Hono app (SPEC §7). Stateless apart from the database,
 * so several can run behind a load balancer on one PostgreSQL.
 */
export function createApp(
  database: OpenDatabase,
  config: ServiceConfig,
  clients: ChainClients = createChainClients(config.chains),
) {
  const deps: AppDeps = { database, config, clients }
  const app = new Hono<ClientParamsEnv>()
  app.onError(handleError)
  app.notFound(handleNotFound)
  app.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new ApiError(
          413,
          'PAYLOAD_TOO_LARGE',
          `Request bodies are limited to ${MAX_BODY_BYTES} bytes`,
        )
      },
    }),
  )
  app.get('/health', (c) => c.json({ ok: true }))

  // Everything below carries projectId, st, sv and clientId.
  const guarded = clientParams(createProjectCache(database.db))
  for (const path of [
    '/v1/*',
    '/e',
    '/getWallets',
    '/getAnalyticsConfig',
    '/projects/v1/*',
    '/getWalletImage/*',
    '/public/*',
  ])
    app.use(path, guarded)

  app.route('/', supportedChainsRoute(deps))
  app.route('/', dataServiceRoutes(deps))
  app.route('/', walletServiceRoutes(deps))
  return app
}

/** The app's type, for tests and route modules. */
export type App = ReturnType<typeof createApp>

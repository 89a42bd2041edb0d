import { createService, DEFAULT_MAX_BODY_BYTES, projectGuard } from '@foyer/server'
import { type ChainClients, createChainClients, type ServiceConfig } from './config.js'
import { dataServiceRoutes } from './data/routes.js'
import type { OpenDatabase } from './db/database.js'
import type { AppDeps } from './deps.js'
import { createProjectCache } from './projects.js'
import { supportedChainsRoute } from './routes/supportedChains.js'
import { walletServiceRoutes } from './wallets/routes.js'

/** Requests larger than this are refused with 413 before any handler reads them. */
export const MAX_BODY_BYTES = DEFAULT_MAX_BODY_BYTES

/**
 * The data service and the wallet service as one app (SPEC §7), on the server kit. Stateless apart from the
 * database, so several can run behind a load balancer on one PostgreSQL.
 */
export function createApp(
  database: OpenDatabase,
  config: ServiceConfig,
  clients: ChainClients = createChainClients(config.chains),
) {
  const deps: AppDeps = {
    database,
    config,
    clients,
    guard: projectGuard(createProjectCache(database.db)),
  }
  return createService({
    name: 'foyer-api',
    routes: [supportedChainsRoute(deps), dataServiceRoutes(deps), walletServiceRoutes(deps)],
    ready: async () => (await database.query('SELECT 1 AS ok')).length === 1,
  })
}

/** The app's type, for tests and route modules. */
export type App = ReturnType<typeof createApp>

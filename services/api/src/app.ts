import type { Identity } from '@foyer/core/api'
import { createService, DEFAULT_MAX_BODY_BYTES, projectGuard } from '@foyer/server'
import { BUNDLER_MAX_BODY_BYTES, BUNDLER_PATH, bundlerRoutes } from './bundler/routes.js'
import { createSponsorshipPolicy } from './bundler/sponsorship.js'
import { type ChainClients, createChainClients, type ServiceConfig } from './config.js'
import { TtlCache } from './data/cache.js'
import { createRegistryCache } from './data/registry.js'
import { dataServiceRoutes, IDENTITY_TTL_MS, REGISTRY_TTL_MS } from './data/routes.js'
import type { OpenDatabase } from './db/database.js'
import { withDeadline } from './deadline.js'
import type { AppDeps } from './deps.js'
import { ensGatewayRoutes } from './ens/routes.js'
import { GATEWAY_MAX_BODY_BYTES, gatewayRoutes } from './gateway/routes.js'
import { rpcUnits } from './limits.js'
import { onrampRoutes } from './onramp/routes.js'
import { profileRoutes } from './profile/routes.js'
import { createProjectCache } from './projects.js'
import { supportedChainsRoute } from './routes/supportedChains.js'
import { sessionRoutes } from './sessions/routes.js'
import { swapRoutes } from './swaps/routes.js'
import { createSwapService } from './swaps/service.js'
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
  const findProject = createProjectCache(database.db)
  const registry = createRegistryCache(database.db, REGISTRY_TTL_MS)
  const swaps = createSwapService(config, clients, registry)
  const guard = projectGuard(findProject)
  const identities = new TtlCache<Identity>(IDENTITY_TTL_MS, 100_000)
  const deps: AppDeps = { database, config, clients, guard, registry, swaps, identities }
  // One count of RPC units per client and project for the gateway and the bundler endpoint.
  const countUnits = rpcUnits(config, database)
  const gateway = gatewayRoutes(config, findProject, { countUnits })
  const app = createService({
    name: 'foyer-api',
    routes: [
      supportedChainsRoute(deps),
      dataServiceRoutes(deps),
      walletServiceRoutes(deps),
      profileRoutes(deps),
      sessionRoutes(deps),
      onrampRoutes(deps),
      swapRoutes(swaps, guard),
      gateway.routes,
      bundlerRoutes(config, findProject, {
        countUnits,
        sponsorship: createSponsorshipPolicy({ config: config.sponsorship, database, clients }),
      }),
      ensGatewayRoutes(deps),
    ],
    bodyLimitsByPath: { '/v1/': GATEWAY_MAX_BODY_BYTES, [BUNDLER_PATH]: BUNDLER_MAX_BODY_BYTES },
    // Past the gateway's own 10 s and the balances' 5 s per chain: nothing here waits longer on purpose.
    requestDeadlineMs: REQUEST_DEADLINE_MS,
    // Ready when the database answers and, with chains configured, at least one of them does (issue 22:
    // /ready said ok with both down). One chain down is not a reason to leave the load balancer: its
    // balances are named as failed and the others answered.
    ready: async () => {
      if ((await database.query('SELECT 1 AS ok')).length !== 1) return false
      if (clients.size === 0) return true
      const answers = await Promise.allSettled(
        [...clients.values()].map((client) =>
          withDeadline(client.getBlockNumber(), READY_CHAIN_MS),
        ),
      )
      return answers.some((answer) => answer.status === 'fulfilled')
    },
  })
  return Object.assign(app, { stopGateway: gateway.stop })
}

/** How long any request to the data service may take before it is answered 504 (issue 22). */
export const REQUEST_DEADLINE_MS = 15_000

/** How long /ready waits for a chain's block number. */
const READY_CHAIN_MS = 2_000

/** The app's type, for tests and route modules. */
export type App = ReturnType<typeof createApp>

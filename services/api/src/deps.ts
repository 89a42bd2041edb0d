import type { Identity } from '@foyer/core/api'
import type { ProjectGuardEnv } from '@foyer/server'
import type { MiddlewareHandler } from 'hono'
import type { ChainClients, ServiceConfig } from './config.js'
import type { TtlCache } from './data/cache.js'
import type { RegistryCache } from './data/registry.js'
import type { OpenDatabase } from './db/database.js'
import type { Project } from './projects.js'
import type { SwapService } from './swaps/service.js'

/** What the guarded routes read from the context: the caller's project and client id. */
export type GuardEnv = ProjectGuardEnv<Project>

/**
 * What the route modules share: the database, the configuration, one viem client per chain, and the
 * project guard (one instance, so they share its project cache). Each module applies the guard to its own
 * paths.
 */
export type AppDeps = {
  database: OpenDatabase
  config: ServiceConfig
  clients: ChainClients
  guard: MiddlewareHandler<GuardEnv>
  /** The token registry and prices in memory (one snapshot for every route module). */
  registry: RegistryCache
  /** Swaps on the chains that have them; fungible/price asks it for pool prices. */
  swaps: SwapService
  /** Identities (name, avatar) by lower-case address, 5 min (SPEC §9); a registration forgets its address's. */
  identities: TtlCache<Identity>
}

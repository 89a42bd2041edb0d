import { analyticsRetentionTask } from '../analytics/retention.js'
import type { ServiceChain, ServiceRateLimits, SolanaServiceCluster } from '../config.js'
import { setName } from '../data/names.js'
import { openDatabase } from '../db/open.js'
import { indexerTask } from '../indexer/indexer.js'
import { upsertProject } from '../projects.js'
import { type RunningService, startService } from '../server.js'
import { importListings, seedDirectory } from '../wallets/import.js'
import { type DevnetBundlerUrls, withDevnetBundlers } from './bundlers.js'
import { seedDevnetData, withDevnetContracts } from './devnet.js'
import { devnetEnsGateway } from './ens.js'
import { devnetOnramp } from './onramp.js'

export type DevServicesOptions = {
  port: number
  /** The devnet chains to serve. */
  chains: ServiceChain[]
  /**
   * The devnet's ERC-4337 bundler per chain (startDevnet's `bundlerUrls`): the chains' bundler and paymaster
   * behind POST /v1/bundler. None when absent.
   */
  bundlerUrls?: DevnetBundlerUrls | undefined
  /** The Solana clusters to serve (the devnet's local one among them, to seed its tokens). */
  solanaClusters?: SolanaServiceCluster[] | undefined
  /** PGlite's data folder (kept between runs); in memory when absent. PostgreSQL when `databaseUrl` is set. */
  dataDir?: string | undefined
  databaseUrl?: string | undefined
  /**
   * The embedded-wallet frames' origins (the auth service's, `http://127.0.0.1:<auth port>`): CORS for their
   * balance reads (FOYER_API_FRAME_ORIGINS in production). None when absent.
   */
  frameOrigins?: readonly string[] | undefined
  /**
   * The dev auth service's sponsorship public key (hex; @foyer/auth/dev's devSponsorshipKeys): the paymaster
   * endpoint sponsors the operations of the sessions it signs for, within DEV_SPONSORSHIP_BUDGETS. None: no
   * sponsorship.
   */
  sponsorshipPublicKey?: string | undefined
  /** The project the demo uses, with its allowed origins. */
  project: { id: string; name: string; allowedOrigins: string[] }
  /** Names to give addresses (the stand-in for name registration, which comes later). */
  names?: { address: string; name: string; avatar?: string | null }[] | undefined
  /** A WalletConnect-explorer style listing to import after the curated wallets (as `wallets import` does). */
  walletListings?: unknown
  /** Whether the indexer follows the chains (default true); the load benchmark measures without it too. */
  indexer?: boolean | undefined
  /**
   * Limits over the defaults (FOYER_API_RATE_LIMITS in production): the load benchmark's one client sends
   * what a whole project's visitors would, as an operator who expects that load sets them.
   */
  rateLimits?: Partial<ServiceRateLimits> | undefined
}

const DAY_MS = 24 * 60 * 60_000

/**
 * The dev stack's sponsorship budgets: far above a deployment's defaults (config.ts), since the demo and the
 * browser tests send many operations from few accounts; still budgets, so the policy runs as it would.
 */
export const DEV_SPONSORSHIP_BUDGETS = {
  perAccount: { operations: 1_000, gas: 1_000_000_000, windowMs: DAY_MS },
  perProject: { operations: 100_000, gas: 100_000_000_000, windowMs: DAY_MS },
}

/**
 * The services as the dev stack runs them: the database migrated and seeded (devnet tokens and prices,
 * the curated wallet directory, the demo's project), the HTTP server, and the indexer following the chains.
 * The onramp's sandbox provider is on, with its checkout page at `/onramp/sandbox/checkout/…`.
 */
export async function startDevServices(options: DevServicesOptions): Promise<RunningService> {
  const database = await openDatabase({ url: options.databaseUrl, dataDir: options.dataDir })
  const chains = withDevnetBundlers(withDevnetContracts(options.chains), options.bundlerUrls)
  const solanaClusters = options.solanaClusters ?? []
  const config = {
    chains,
    solanaClusters,
    publicUrl: `http://127.0.0.1:${options.port}`,
    frameOrigins: options.frameOrigins,
    rateLimits: options.rateLimits,
    // Wallet names resolve through ENS on the devnet: seedDevnetData points its resolver at this service.
    ensGateway: devnetEnsGateway(),
    // Buying crypto: the sandbox sells the devnet's tokens, paid from the devnet's onramp treasury.
    onramp: devnetOnramp(chains, solanaClusters),
    ...(options.sponsorshipPublicKey && {
      sponsorship: { publicKeys: [options.sponsorshipPublicKey], ...DEV_SPONSORSHIP_BUDGETS },
    }),
  }
  await seedDevnetData(database.db, config)
  await seedDirectory(database)
  if (options.walletListings) await importListings(database, options.walletListings)
  await upsertProject(database.db, options.project)
  for (const identity of options.names ?? []) await setName(database.db, identity)
  const service = await startService(database, config, {
    port: options.port,
    tasks:
      options.indexer === false ? [analyticsRetentionTask] : [indexerTask, analyticsRetentionTask],
  })
  return {
    ...service,
    async stop() {
      await service.stop()
      await database.close()
    },
  }
}

// @foyer/server: what every Foyer service shares (services/server/README.md).
export { type Args, parseArgs, required } from '../cli/args.js'
export { type Command, runCli } from '../cli/runCli.js'
export { stopOnSignals } from '../cli/stopOnSignals.js'
export { ConfigError, isDevelopment, jsonFromEnv, trustProxyFromEnv } from '../config.js'
export type { Database, OpenDatabase } from '../db/database.js'
export { defaultDataFolder } from '../db/dataFolder.js'
export { migrate } from '../db/migrate.js'
export {
  type DatabaseLocation,
  databaseFromEnv,
  dumpPglite,
  type LentPglite,
  type OpenDatabaseOptions,
  openDatabase,
} from '../db/open.js'
export { clientAddress, clientIp } from '../http/clientIp.js'
export { ApiError, errorBody, handleError, handleNotFound } from '../http/errors.js'
export {
  type GuardedProject,
  isClientParam,
  type ProjectGuardEnv,
  projectGuard,
} from '../http/projectGuard.js'
export {
  type CombinedRateLimiter,
  createCombinedRateLimiter,
  createRateLimiter,
  type RateLimiter,
  type RateLimiterOptions,
} from '../http/rateLimit.js'
export type { RateLimit, RateLimitStore } from '../http/rateLimitTypes.js'
export { parseInput, parseJsonBody } from '../http/validate.js'
export { describeError, logError } from '../log/describeError.js'
export { scrubText } from '../log/scrub.js'
export { type BackgroundTask, type RunningService, serveApp } from '../serve.js'
export {
  createService,
  DEFAULT_MAX_BODY_BYTES,
  type RouteModule,
  type ServiceOptions,
} from '../service.js'
export {
  isExpiredSponsorshipToken,
  newSponsorshipKeyPair,
  readSponsorshipToken,
  type SponsorshipClaims,
  signSponsorshipToken,
  sponsorshipPrivateKey,
  sponsorshipPublicKey,
  sponsorshipPublicKeyOf,
} from '../tokens/sponsorshipToken.js'

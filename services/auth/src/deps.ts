import type { Clock } from './clock.js'
import type { AuthConfig } from './config/config.js'
import type { AuthSecrets } from './config/secrets.js'
import type { OpenDatabase } from './db/database.js'
import type { RecoveryVault } from './keeper/vault.js'
import type { AuthLimits } from './limits/authLimits.js'
import type { Mailer } from './mail/mailer.js'
import type { ProjectLookup } from './projects/projects.js'

/**
 * What the route modules share: the database, the configuration and secrets, the recovery vault, the mailer, the project
 * look-up (one instance, so they share its cache), the clock, the rate limits, and how long the device
 * long-poll waits.
 */
export type AppDeps = {
  database: OpenDatabase
  config: AuthConfig
  secrets: AuthSecrets
  /** Where the recovery shares are: the share keeper (another process in production). */
  vault: RecoveryVault
  mailer: Mailer
  projects: ProjectLookup
  now: Clock
  /** The rate limits (limits/authLimits.ts), made once: in memory their counts are theirs. */
  limits: AuthLimits
  /** The device long-poll: how long, how often it looks, and how many may wait (rules.ts DEVICE_WAIT's). */
  deviceWait: { timeoutMs: number; intervalMs: number }
}

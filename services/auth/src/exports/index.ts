// @foyer/auth: the embedded wallet's backend as a library (what a deployment runs). The dev stack, with its
// mail sink and the devnet's chains, is `@foyer/auth/dev`.
export { type App, createApp } from '../app.js'
export { type Clock, systemClock } from '../clock.js'
export {
  type FrameChain,
  type FrameSmartAccount,
  parseChains,
  toFrameChains,
} from '../config/chains.js'
export type { AuthConfig } from '../config/config.js'
export { type AuthSecrets, generateSecrets, secretsFromEnv } from '../config/secrets.js'
export type { Database, OpenDatabase } from '../db/database.js'
export { type OpenDatabaseOptions, openDatabase } from '../db/open.js'
export type { AppDeps } from '../deps.js'
export { type Mail, type Mailer, smtpMailer } from '../mail/mailer.js'
export { type Project, type ProjectLookup, projectsFromApi } from '../projects/projects.js'
export { DEVICE_WAIT } from '../rules.js'
export { type RunningService, startAuthService } from '../server.js'

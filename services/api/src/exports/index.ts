// @foyer/api: the services as a library (what a deployment runs). The dev stack, which needs the devnet,
// is `@foyer/api/dev`.
export { type App, createApp, MAX_BODY_BYTES } from '../app.js'
export { type ServiceChain, type ServiceConfig, toServiceChains } from '../config.js'
export type { Database, OpenDatabase } from '../db/database.js'
export { type OpenDatabaseOptions, openDatabase } from '../db/open.js'
export { findProject, isOriginAllowed, type Project, upsertProject } from '../projects.js'
export { type BackgroundTask, type RunningService, startService } from '../server.js'

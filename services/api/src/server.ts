import { type RunningService, serveApp } from '@foyer/server'
import { createApp } from './app.js'
import { type ChainClients, createChainClients, type ServiceConfig } from './config.js'
import type { OpenDatabase } from './db/database.js'

export type { RunningService }

/** Background work started beside the HTTP server (the indexer, …); each returns its stop function. */
export type BackgroundTask = (deps: {
  database: OpenDatabase
  config: ServiceConfig
  clients: ChainClients
}) => () => Promise<void>

/** Serves the app on loopback (or `host`) and starts the background tasks. */
export function startService(
  database: OpenDatabase,
  config: ServiceConfig,
  {
    port,
    host = '127.0.0.1',
    tasks = [],
  }: { port: number; host?: string; tasks?: BackgroundTask[] },
): Promise<RunningService> {
  const clients = createChainClients(config.chains)
  const app = createApp(database, config, clients)
  return serveApp(app, {
    port,
    host,
    tasks: [
      ...tasks.map((task) => () => task({ database, config, clients })),
      // The RPC gateway probes its failed upstreams until the service stops.
      () => async () => app.stopGateway(),
    ],
  })
}

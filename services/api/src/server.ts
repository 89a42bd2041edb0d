import { serve } from '@hono/node-server'
import { createApp } from './app.js'
import { createChainClients, type ServiceConfig } from './config.js'
import type { OpenDatabase } from './db/database.js'

/** A running service: its URL and how to stop it (server first, then background work). */
export type RunningService = { url: string; port: number; stop(): Promise<void> }

/** Background work started beside the HTTP server (the indexer, …); each returns its stop function. */
export type BackgroundTask = (deps: {
  database: OpenDatabase
  config: ServiceConfig
  clients: ReturnType<typeof createChainClients>
}) => () => Promise<void>

/** Serves the app on loopback (or `host`) and starts the background tasks. */
export async function startService(
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
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const instance = serve({ fetch: app.fetch, port, hostname: host }, () => resolve(instance))
  })
  const stops = tasks.map((task) => task({ database, config, clients }))
  return {
    url: `http://${host}:${port}`,
    port,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await Promise.all(stops.map((stop) => stop()))
    },
  }
}

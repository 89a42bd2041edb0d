import { serve } from '@hono/node-server'

/** A running service: its URL and how to stop it (server first, then background work). */
export type RunningService = { url: string; port: number; stop(): Promise<void> }

/** Background work started beside the HTTP server (an indexer, a mail queue…); returns its stop function. */
export type BackgroundTask = () => () => Promise<void>

/** Serves an app on loopback (or `host`) and starts the background tasks. */
export async function serveApp(
  app: { fetch: (request: Request) => Response | Promise<Response> },
  {
    port,
    host = '127.0.0.1',
    tasks = [],
  }: { port: number; host?: string; tasks?: BackgroundTask[] },
): Promise<RunningService> {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const instance = serve({ fetch: app.fetch, port, hostname: host }, () => resolve(instance))
  })
  const stops = tasks.map((task) => task())
  return {
    url: `http://${host}:${port}`,
    port,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await Promise.all(stops.map((stop) => stop()))
    },
  }
}

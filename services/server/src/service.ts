import { Hono, type MiddlewareHandler } from 'hono'
import { limitBody } from './http/bodyLimit.js'
import { ApiError, handleError, handleNotFound } from './http/errors.js'

/** Requests larger than this are refused with 413 before any handler reads them (unless a service says otherwise). */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024
/** How long a request may take before it is answered 504 (unless a service says otherwise). */
export const DEFAULT_REQUEST_DEADLINE_MS = 30_000

/** A module of routes. It brings its own middleware (guards, CORS) for its own paths. */
// biome-ignore lint/suspicious/noExplicitAny: a route module may declare any context variables and schema.
export type RouteModule = Hono<any, any, any>

export type ServiceOptions = {
  /** For logs. */
  name: string
  routes: readonly RouteModule[]
  /** True when the service can answer (its database reachable…); GET /ready says 503 otherwise. */
  ready?: (() => Promise<boolean>) | undefined
  maxBodyBytes?: number | undefined
  /** Other body limits for some paths (exact paths), e.g. an RPC endpoint that takes batches. */
  bodyLimitsByPath?: Readonly<Record<string, number>> | undefined
  /**
   * How long any request may take in all: past it, the answer is 504 with Retry-After (issue 22: a hung
   * upstream held requests ~41 s). Longer than any wait a route does on purpose.
   */
  requestDeadlineMs?: number | undefined
  /** Middleware before every route (request ids, rate limits…). */
  middleware?: readonly MiddlewareHandler[] | undefined
}

/**
 * A Foyer service as one Hono app: one JSON error shape (`{ error: { code, message } }`, never a stack),
 * a body limit, GET /health (the process answers) and GET /ready (it can serve), then the route modules.
 */
export function createService({
  name,
  routes,
  ready,
  maxBodyBytes = DEFAULT_MAX_BODY_BYTES,
  bodyLimitsByPath = {},
  requestDeadlineMs = DEFAULT_REQUEST_DEADLINE_MS,
  middleware = [],
}: ServiceOptions) {
  const app = new Hono()
  app.onError((error, c) => handleError(error, c, name))
  app.notFound(handleNotFound)
  const limit = (maxSize: number) =>
    limitBody(maxSize, () => {
      throw new ApiError(413, 'PAYLOAD_TOO_LARGE', `Request bodies are limited to ${maxSize} bytes`)
    })
  const defaultLimit = limit(maxBodyBytes)
  const pathLimits = new Map(
    Object.entries(bodyLimitsByPath).map(([path, size]) => [path, limit(size)] as const),
  )
  app.use((c, next) =>
    // GET and HEAD carry no body. Asking for one makes @hono/node-server build the whole fetch Request (its
    // headers and an AbortSignal) that it otherwise spares: a tenth of a cached read's CPU (issue 37's tail).
    c.req.method === 'GET' || c.req.method === 'HEAD'
      ? next()
      : (pathLimits.get(c.req.path) ?? defaultLimit)(c, next),
  )
  app.use(async (c, next) => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const deadline = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), requestDeadlineMs)
    })
    const outcome = await Promise.race([next().then(() => 'done' as const), deadline])
    clearTimeout(timer)
    if (outcome === 'late')
      c.res = c.json(
        { error: { code: 'REQUEST_TIMEOUT', message: `No answer within ${requestDeadlineMs} ms` } },
        504,
        { 'Retry-After': '1' },
      )
  })
  for (const handler of middleware) app.use(handler)
  app.get('/health', (c) => c.json({ ok: true }))
  app.get('/ready', async (c) => {
    const ok = await (ready?.() ?? Promise.resolve(true)).catch(() => false)
    return ok
      ? c.json({ ok: true })
      : c.json({ error: { code: 'NOT_READY', message: `${name} is not ready` } }, 503)
  })
  for (const module of routes) app.route('/', module)
  return app
}

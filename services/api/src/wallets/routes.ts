import { analyticsEventSchema } from '@foyer/core/api'
import { ApiError, parseInput } from '@foyer/server'
import { type Context, Hono } from 'hono'
import * as v from 'valibot'
import { analyticsEvents } from '../db/schema.js'
import type { AppDeps, GuardEnv } from '../deps.js'
import { answerImage } from '../images/answerImage.js'
import { IMAGE_ID_PATTERN } from '../images/imageFile.js'
import {
  networkPlaceholderSvg,
  placeholderSvg,
  walletPlaceholderSvg,
} from '../images/placeholder.js'
import { perClientAndProject, rateLimitsOf } from '../limits.js'
import { isOriginAllowed } from '../projects.js'
import { walletDirectory } from './cache.js'
import { walletsQuerySchema } from './query.js'

const MAX_JSON_DEPTH = 32
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/**
 * Strings PostgreSQL cannot store (NUL, unpaired surrogates) and nesting deeper than `MAX_JSON_DEPTH`:
 * refused with a 400 rather than failing at insert.
 */
function storable(value: unknown, depth = 0): boolean {
  if (depth > MAX_JSON_DEPTH) return false
  if (typeof value === 'string') return !value.includes('\u0000') && !LONE_SURROGATE.test(value)
  if (Array.isArray(value)) return value.every((item) => storable(item, depth + 1))
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).every(
      ([key, item]) => storable(key, depth + 1) && storable(item, depth + 1),
    )
  return true
}

/** POST /e's body: the shared schema, with a timestamp PostgreSQL's bigint takes and storable text. */
/** The most JSON an analytics event's properties may take. */
const MAX_EVENT_PROPS_BYTES = 8 * 1024

const storedEventSchema = v.pipe(
  analyticsEventSchema,
  v.check(
    (event) => Number.isSafeInteger(event.timestamp) && event.timestamp >= 0,
    'timestamp must be a non-negative whole number of milliseconds',
  ),
  v.check(
    (event) => storable(event),
    'text must not hold NUL or unpaired surrogates, nor nest deeper than 32',
  ),
  // Issue 22: one client grew the database ~60 MB/s; an event's properties are small or not kept.
  v.check(
    (event) => JSON.stringify(event.props).length <= MAX_EVENT_PROPS_BYTES,
    `props must be at most ${MAX_EVENT_PROPS_BYTES / 1024} kB of JSON`,
  ),
)

function imageId(c: Context): string {
  const id = c.req.param('id') ?? ''
  if (!IMAGE_ID_PATTERN.test(id)) throw new ApiError(400, 'INVALID_INPUT', 'Invalid image id')
  return id
}

/**
 * The wallet service (SPEC §7): the wallet directory, project origins, analytics configuration and
 * events, and images (stored, else generated). Mounted behind the client-parameters guard.
 */
export function walletServiceRoutes({ database, config, guard }: AppDeps) {
  const directory = walletDirectory(database)
  const limits = rateLimitsOf(config)
  const countEvent = perClientAndProject(
    config,
    limits.analyticsPerClient,
    limits.analyticsPerProject,
    'analytics events',
    database,
  )
  const app = new Hono<GuardEnv>()
  // Every wallet-service path carries the client parameters (SPEC §7).
  for (const path of [
    '/getWallets',
    '/getAnalyticsConfig',
    '/projects/v1/*',
    '/getWalletImage/*',
    '/public/*',
    '/e',
  ])
    app.use(path, guard)

  app.get('/getWallets', async (c) => {
    const query = parseInput(walletsQuerySchema, c.req.query(), 'query')
    const index = await directory.current()
    return c.json(index.query(query))
  })

  // The name is for the auth service's mails, which tell a visitor which app a code or device is for.
  app.get('/projects/v1/origins', (c) => {
    const { name, allowedOrigins } = c.get('project')
    return c.json({ name, allowedOrigins })
  })

  app.get('/getAnalyticsConfig', (c) =>
    c.json({ isAnalyticsEnabled: c.get('project').analyticsEnabled }),
  )

  app.post('/e', async (c) => {
    const project = c.get('project')
    await countEvent(c, project.id)
    const origin = c.req.header('origin')
    if (!origin || !isOriginAllowed(project, origin))
      throw new ApiError(
        403,
        'ORIGIN_NOT_ALLOWED',
        origin
          ? `Origin ${origin.slice(0, 200)} is not allowed for this project`
          : 'Origin missing',
      )
    let body: unknown
    try {
      body = JSON.parse(await c.req.text())
    } catch {
      throw new ApiError(400, 'INVALID_JSON', 'The body is not valid JSON')
    }
    // valibot's record() takes an array (as an object keyed '0', '1', …): refuse it before parsing.
    if (
      typeof body === 'object' &&
      body !== null &&
      Array.isArray((body as { props?: unknown }).props)
    )
      throw new ApiError(400, 'INVALID_INPUT', 'Invalid analytics event: props: must be an object')
    const event = parseInput(storedEventSchema, body, 'analytics event')
    // A project with analytics off is answered the same way, and nothing is kept.
    if (project.analyticsEnabled)
      await database.db.insert(analyticsEvents).values({
        projectId: project.id,
        eventId: event.eventId,
        url: event.url,
        domain: event.domain,
        timestamp: event.timestamp,
        props: event.props,
      })
    return c.json({ ok: true }, 202)
  })

  app.get('/getWalletImage/:id', async (c) => {
    const id = imageId(c)
    const wallet = (await directory.current()).get(id)
    if (!wallet) throw new ApiError(404, 'WALLET_NOT_FOUND', 'No wallet with this id')
    return answerImage(c, database.db, 'wallet', wallet.id, () => walletPlaceholderSvg(wallet.name))
  })
  // A network ('asset') without an image gets a globe; a currency or a token its initials.
  app.get('/public/getAssetImage/:id', (c) => {
    const id = imageId(c)
    return answerImage(c, database.db, 'asset', id, () => networkPlaceholderSvg(`asset:${id}`, id))
  })
  for (const [path, kind] of [
    ['Currency', 'currency'],
    ['Token', 'token'],
  ] as const)
    app.get(`/public/get${path}Image/:id`, (c) => {
      const id = imageId(c)
      return answerImage(c, database.db, kind, id, () => placeholderSvg(`${kind}:${id}`, id))
    })

  return app
}

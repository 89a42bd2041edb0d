import { fileURLToPath } from 'node:url'
import { pgTable, serial, text } from 'drizzle-orm/pg-core'
import { Hono } from 'hono'
import * as v from 'valibot'
import { afterAll, beforeAll, expect, test } from 'vitest'
import {
  createService,
  type OpenDatabase,
  openDatabase,
  type ProjectGuardEnv,
  parseInput,
  projectGuard,
} from './exports/index.js'

// A second service on the kit, as a new contributor would write one: a schema, a migration folder, a guarded
// route module with its own validation, and the app. About thirty lines.
const notes = pgTable('notes', {
  id: serial('id').primaryKey(),
  projectId: text('project_id').notNull(),
  text: text('text').notNull(),
})
const schema = { notes }
const projects = new Map([['demo', { id: 'demo', allowedOrigins: ['https://app.example'] }]])

function notesRoutes(database: OpenDatabase<typeof schema>) {
  const guard = projectGuard(async (id: string) => projects.get(id))
  return new Hono<ProjectGuardEnv<{ id: string; allowedOrigins: string[] }>>()
    .use('/v1/notes', guard)
    .post('/v1/notes', async (c) => {
      const body = parseInput(
        v.object({ text: v.pipe(v.string(), v.minLength(1)) }),
        await c.req.json(),
        'note',
      )
      await database.db.insert(notes).values({ projectId: c.get('project').id, text: body.text })
      return c.json({ ok: true }, 201)
    })
    .get('/v1/notes', async (c) => c.json(await database.db.select().from(notes)))
}

let database: OpenDatabase<typeof schema>
let app: ReturnType<typeof createService>
beforeAll(async () => {
  database = await openDatabase({
    schema,
    migrations: fileURLToPath(new URL('./_test/migrations/', import.meta.url)),
  })
  app = createService({
    name: 'notes',
    routes: [notesRoutes(database)],
    ready: async () => (await database.query('SELECT 1')).length === 1,
  })
}, 60_000)
afterAll(() => database?.close())

const query = 'projectId=demo&st=foyer&sv=0.1.0&clientId=c1'

test('health, readiness, and a guarded route that stores what it validated', async () => {
  expect(await (await app.request('/health')).json()).toEqual({ ok: true })
  expect((await app.request('/ready')).status).toBe(200)
  const created = await app.request(`/v1/notes?${query}`, {
    method: 'POST',
    body: JSON.stringify({ text: 'hello' }),
    headers: { 'content-type': 'application/json', origin: 'https://app.example' },
  })
  expect(created.status).toBe(201)
  expect(created.headers.get('access-control-allow-origin')).toBe('https://app.example')
  const listed = (await (await app.request(`/v1/notes?${query}`)).json()) as { text: string }[]
  expect(listed.map((note) => note.text)).toEqual(['hello'])
})

test('the kit answers a client’s mistakes with the one error shape, never a 500', async () => {
  const missing = await app.request('/v1/notes?projectId=demo')
  expect(missing.status).toBe(400)
  expect(await missing.json()).toEqual({
    error: { code: 'MISSING_PARAMETERS', message: 'Missing query parameter(s): st, sv, clientId' },
  })
  expect((await app.request('/v1/notes?projectId=nope&st=a&sv=b&clientId=c')).status).toBe(401)
  const invalid = await app.request(`/v1/notes?${query}`, { method: 'POST', body: '{"text":""}' })
  expect(invalid.status).toBe(400)
  expect(((await invalid.json()) as { error: { code: string } }).error.code).toBe('INVALID_INPUT')
  const big = await app.request(`/v1/notes?${query}`, { method: 'POST', body: 'x'.repeat(70_000) })
  expect(big.status).toBe(413)
  const unknown = await app.request('/nowhere')
  expect(await unknown.json()).toEqual({
    error: { code: 'NOT_FOUND', message: 'No endpoint GET /nowhere' },
  })
  // Another origin gets no CORS headers, so a browser refuses the answer.
  const foreign = await app.request(`/v1/notes?${query}`, {
    headers: { origin: 'https://evil.example' },
  })
  expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
})

test('readiness says 503 when the database is gone', async () => {
  const down = createService({
    name: 'down',
    routes: [],
    ready: async () => {
      throw new Error('no database')
    },
  })
  const response = await down.request('/ready')
  expect(response.status).toBe(503)
  expect(await response.json()).toEqual({
    error: { code: 'NOT_READY', message: 'down is not ready' },
  })
})

test('a request past the service’s deadline is answered 504 with Retry-After, and the service goes on', async () => {
  const slow = createService({
    name: 'slow',
    requestDeadlineMs: 100,
    routes: [
      new Hono()
        .get('/hang', () => new Promise<Response>(() => {}))
        .get('/quick', (c) => c.json({ ok: true })),
    ],
  })
  const started = Date.now()
  const late = await slow.request('/hang')
  expect(late.status).toBe(504)
  expect(late.headers.get('retry-after')).toBe('1')
  expect(await late.json()).toEqual({
    error: { code: 'REQUEST_TIMEOUT', message: 'No answer within 100 ms' },
  })
  // The route never answers, so the 504 itself is the deadline firing; the limit below only tells a hang
  // apart (a deadline read as seconds would wait 100 s). "Under 1 s" failed on a busy machine (issue 38).
  expect(Date.now() - started).toBeLessThan(30_000)
  expect((await slow.request('/quick')).status).toBe(200)
})

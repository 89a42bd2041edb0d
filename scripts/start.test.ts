import { spawnSync } from 'node:child_process'
import { createServer, type Server } from 'node:net'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect, test } from 'vitest'

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..')
let server: Server
let busy = 0
beforeAll(async () => {
  server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  busy = (server.address() as { port: number }).port
})
afterAll(() => new Promise<void>((done) => server.close(() => done())))

// Issue 21, item 12: a taken port was an unhandled EADDRINUSE stack trace.
test('npm start names a taken port and the variable that moves it, and starts nothing', () => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: repo,
    env: { ...process.env, FOYER_API_PORT: String(busy), FOYER_DEMO_PORT: String(busy) },
    encoding: 'utf8',
    // A hang guard: the run takes ~1 s (the services load only once the checks have passed; ~10 s of
    // CPU before issue 38), more beside the browser tests; it only has to end, with the port named.
    timeout: 100_000,
  })
  expect(run.status).toBe(1)
  expect(run.stderr).toContain(`Port ${busy} is in use`)
  expect(run.stderr).toContain('FOYER_API_PORT')
  expect(run.stderr).not.toContain('EADDRINUSE')
}, 120_000)

// Issue 40, newcomer path: the developer's own app origin for the embedded wallet, checked before anything starts.
test('npm start refuses a FOYER_APP_ORIGINS entry that is not an origin, naming it, and starts nothing', () => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: repo,
    env: { ...process.env, FOYER_APP_ORIGINS: 'localhost:3000', FOYER_API_PORT: String(busy) },
    encoding: 'utf8',
    // A hang guard, as above.
    timeout: 100_000,
  })
  expect(run.status).toBe(1)
  expect(run.stderr).toContain("FOYER_APP_ORIGINS: 'localhost:3000' is not an origin")
  expect(run.stderr).not.toContain('is in use')
}, 120_000)

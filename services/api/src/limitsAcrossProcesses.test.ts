import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { getFreePort } from '@foyer/devnet/node'
import { PROCESS_HANG_GUARD_MS } from '@foyer/server/testing/processHangGuard'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { CLIENT_QUERY, TEST_PROJECT } from './_test/app.js'
import { newPostgresDatabase } from './_test/databases.js'
import { openDatabase } from './db/open.js'
import { upsertProject } from './projects.js'

// Issue 37, point 4: two data-service processes — two OS processes, as two machines behind a load balancer
// would run them — on one real PostgreSQL share each limit. N+1 requests spread over both: the last is a 429.
// (The test PostgreSQL server is a throw-away cluster the services' global setup starts; _test/postgresServer.ts.)

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
const LIMIT = 5
const running: ChildProcess[] = []
let databaseUrl: string

beforeAll(async () => {
  databaseUrl = await newPostgresDatabase()
  // Migrated, with the project, before the processes start.
  const database = await openDatabase({ url: databaseUrl })
  await upsertProject(database.db, TEST_PROJECT)
  await database.close()
})
afterAll(async () => {
  // Each process stopped by its own pid, and waited for.
  await Promise.all(
    running.map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = once(child, 'exit')
      child.kill('SIGTERM')
      await exited
    }),
  )
})

/** `foyer-api serve` as a deployment runs it, on `databaseUrl`; resolves with its URL once it listens. */
async function serve(): Promise<string> {
  const port = await getFreePort()
  const { FOYER_ENV, NODE_ENV, VITEST, FOYER_API_CHAINS, ...rest } = process.env
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'services/api/src/cli.ts', 'serve', '--port', String(port)],
    {
      cwd: repo,
      env: {
        ...rest,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        // A chain nobody answers for: the limited route asks none.
        FOYER_API_CHAINS: JSON.stringify([
          {
            id: 31337,
            name: 'Nowhere',
            rpcUrl: 'http://127.0.0.1:9',
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          },
        ]),
        FOYER_API_SOLANA_CLUSTERS: '[]',
        FOYER_API_RATE_LIMITS: JSON.stringify({
          // An hour's window: the processes' clocks cannot be set, and requests astride two windows
          // count in both halves (a minute's made that one chance in ~60 a run on a loaded machine).
          freshReadsPerClient: { limit: LIMIT, windowMs: 3_600_000 },
        }),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  running.push(child)
  let output = ''
  return new Promise((resolveUrl, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('foyer-api listening on') && output.includes('(postgres)'))
        resolveUrl(`http://127.0.0.1:${port}`)
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.on('exit', (code) => reject(new Error(`foyer-api serve exited (${code}): ${output}`)))
  })
}

const nonce = (url: string) => fetch(`${url}/v1/sessions/nonce?${CLIENT_QUERY}`, { method: 'POST' })

test(
  'two processes on one PostgreSQL: N requests spread over both pass, the N+1st is a 429 with Retry-After',
  async () => {
    const [first, second] = await Promise.all([serve(), serve()])
    expect(first).not.toBe(second)
    const statuses: number[] = []
    for (let index = 0; index < LIMIT; index++)
      statuses.push((await nonce(index % 2 ? second : first)).status)
    expect(statuses).toEqual(Array(LIMIT).fill(200))
    const over = await nonce(second)
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await over.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } })
    expect((await nonce(first)).status).toBe(429)
  },
  PROCESS_HANG_GUARD_MS,
)

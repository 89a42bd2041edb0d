// The data service on one instance against two behind the shared engine (issue 37), and what the shared
// limiter costs a request. Each `foyer-api serve` runs in a process of its own on one throwaway PostgreSQL,
// its chain a stand-in node (fakeUpstream.ts) so that no chain's speed is measured:
//   - cached gateway reads (eth_chainId), unthrottled: one instance, then two driven together (each by a
//     load generator of its own, as a balancer would split them). Budget: two serve at least what one does.
//   - the shared limiter: a request's two limits (per client, per project, as perClientAndProject counts
//     them) at 1,000 per second, counted in PostgreSQL's rate_limit_windows in batches (as the services count
//     limits of 1,000 or more), by one statement per take (`exact`, session 27's way) and in memory.
//     Budget: the batched limiter adds at most 2 ms to the p99.
// The relay's one-against-two is relay.ts.
//
//   cd bench && npx tsx services/scaleOut.ts [--seconds 10]
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { startPostgresServer } from '../../services/api/src/_test/postgresServer.js'
import { openDatabase } from '../../services/api/src/db/open.js'
import { upsertProject } from '../../services/api/src/projects.js'
import {
  createCombinedRateLimiter,
  type RateLimitStore,
} from '../../services/server/src/exports/index.js'
import { type ApiProcess, serveApi } from './apiProcess.js'
import { startFakeUpstream } from './fakeUpstream.js'
import { rpcCall } from './rpcCall.js'

const CHAIN_ID = 31337
/** Far above what the bench sends: the limits are counted, never reached. */
const UNREACHED = { limit: 1_000_000_000, windowMs: 60_000 }

export type ScaleOutRun = {
  name: string
  requestsPerSecond: number
  p50: number
  p99: number
  errors: number
}

/** Cached eth_chainId on every instance at once for `seconds` (after a 3 s warm-up), summed. */
async function cachedReads(
  name: string,
  instances: ApiProcess[],
  seconds: number,
): Promise<ScaleOutRun> {
  const options = (instance: ApiProcess) => ({
    url: `${instance.url}/v1/?chainId=eip155:${CHAIN_ID}&projectId=load`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(rpcCall('eth_chainId')),
    connections: 50,
  })
  await Promise.all(instances.map((instance) => autocannon({ ...options(instance), duration: 3 })))
  const results = await Promise.all(
    instances.map((instance) => autocannon({ ...options(instance), duration: seconds })),
  )
  return {
    name,
    requestsPerSecond: Math.round(results.reduce((sum, r) => sum + r.requests.average, 0)),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0
const tenth = (ms: number) => Math.round(ms * 10) / 10

/** `take` at `perSecond` for `seconds` (in bursts every 10 ms), each timed; p50 and p99 in ms. */
async function timedTakes(
  name: string,
  take: (n: number) => Promise<void> | void,
  seconds: number,
) {
  // Each of the 100 clients once, untimed: a key's first take reads its total (batched), as after a restart.
  await Promise.all(Array.from({ length: 100 }, (_, n) => take(n)))
  const latencies: number[] = []
  let errors = 0
  const perTick = 10
  const started = performance.now()
  const pending: Promise<void>[] = []
  for (let tick = 0; performance.now() - started < seconds * 1000; tick++) {
    for (let k = 0; k < perTick; k++) {
      const at = performance.now()
      pending.push(
        Promise.resolve(take(tick * perTick + k)).then(
          () => void latencies.push(performance.now() - at),
          () => {
            errors += 1
          },
        ),
      )
    }
    // The next burst at its time, however long this one's takes run.
    const due = started + (tick + 1) * 10
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())))
  }
  await Promise.all(pending)
  const sorted = latencies.sort((a, b) => a - b)
  const elapsed = (performance.now() - started) / 1000
  return {
    name,
    requestsPerSecond: Math.round(sorted.length / elapsed),
    p50: tenth(percentile(sorted, 0.5)),
    p99: tenth(percentile(sorted, 0.99)),
    errors,
  }
}

/**
 * A request's two limits, per client (one of 100 addresses) and per project, as perClientAndProject counts
 * them; `exact`: one statement per take (session 27's shared limiter) instead of batches.
 */
function requestTakes(store: RateLimitStore | undefined, exact = false) {
  const both = createCombinedRateLimiter(
    [
      { ...UNREACHED, scope: 'bench:client:' },
      { ...UNREACHED, scope: 'bench:project:' },
    ],
    { store, exact },
  )
  return (n: number) => both.take([`load:10.0.0.${n % 100}`, 'load'], 'requests')
}

export async function scaleOutBench(seconds: number) {
  const postgres = await startPostgresServer()
  const upstream = await startFakeUpstream(CHAIN_ID)
  const instances: ApiProcess[] = []
  try {
    const database = await openDatabase({ url: postgres.url })
    await upsertProject(database.db, { id: 'load', name: 'Load', allowedOrigins: [] })
    const memory = await timedTakes(
      'limiter: 2 limits per request in memory, 1,000/s',
      requestTakes(undefined),
      seconds,
    )
    const shared = await timedTakes(
      'limiter: 2 limits per request in PostgreSQL, batched, 1,000/s',
      requestTakes(database),
      seconds,
    )
    // Beside it, under the same load: the statement per request of before (issue 37's measure).
    const sequential = await timedTakes(
      'limiter: 2 limits per request in PostgreSQL, 1 statement each (before), 1,000/s',
      requestTakes(database, true),
      seconds,
    )
    await database.close()

    const serve = () =>
      serveApi({
        databaseUrl: postgres.url,
        rpcUrl: upstream.url,
        chainId: CHAIN_ID,
        rateLimits: {},
      })
    instances.push(await serve())
    const one = await cachedReads(
      'gateway cached eth_chainId: 1 instance, unthrottled',
      instances,
      seconds,
    )
    instances.push(await serve())
    const two = await cachedReads(
      'gateway cached eth_chainId: 2 instances, unthrottled',
      instances,
      seconds,
    )

    const added = tenth(shared.p99 - memory.p99)
    const budgets = [
      {
        budget: `gateway: a second instance adds throughput (${two.requestsPerSecond} ≥ ${one.requestsPerSecond} cached reads/s), no errors`,
        pass: two.requestsPerSecond >= one.requestsPerSecond && !one.errors && !two.errors,
      },
      {
        budget: `shared limiter adds ≤ 2 ms to the p99 at 1,000 req/s (${added} ms: ${shared.p99} against ${memory.p99}), no errors`,
        pass: added <= 2 && shared.requestsPerSecond >= 950 && !shared.errors && !memory.errors,
      },
    ]
    return { runs: [one, two, memory, shared, sequential], budgets }
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()))
    await upstream.close()
    await postgres.stop()
  }
}

// Alone: `npx tsx services/scaleOut.ts [--seconds 10]` from bench/.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 10
  const { runs, budgets } = await scaleOutBench(seconds)
  console.log('\n| run | req/s | p50 ms | p99 ms | errors |\n|---|--:|--:|--:|--:|')
  for (const r of runs)
    console.log(`| ${r.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors} |`)
  for (const b of budgets) console.log(`- **${b.pass ? 'PASS' : 'FAIL'}** ${b.budget}`)
  process.exit(0)
}

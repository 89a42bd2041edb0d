// The services as the load benchmark drives them, in a process of their own: a devnet on free ports, the
// services on in-memory PGlite with the curated directory plus 10,000 generated wallets. Prints one JSON
// line `{ "url", "account" }` when ready and runs until SIGTERM.
import { subscribe } from 'node:diagnostics_channel'
import { writeFileSync } from 'node:fs'
import type { IncomingMessage } from 'node:http'
import { Session } from 'node:inspector/promises'
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks'
import { getFreePorts, startDevnet } from '@foyer/devnet/node'
import { toServiceChains } from '../../services/api/src/config.js'
import { startDevServices } from '../../services/api/src/dev/devStack.js'

const [l1, l2, port, solana] = await getFreePorts(4)
const devnet = await startDevnet({ ports: { l1, l2, solana } })
const listings = Object.fromEntries(
  Array.from({ length: 10_000 }, (_, i) => [
    `load${i}`,
    {
      id: `load${i}`,
      name: `${['Amber', 'Cobalt', 'Ember', 'Frost'][i % 4]} Wallet ${i}`,
      homepage: `https://load${i}.example`,
      chains: ['eip155:1'],
    },
  ]),
)
const services = await startDevServices({
  port: port as number,
  chains: toServiceChains(devnet.chains),
  project: { id: 'load', name: 'Load', allowedOrigins: [] },
  walletListings: { listings },
  // FOYER_BENCH_NO_INDEXER: the request path alone (balanceTail.ts compares).
  indexer: !process.env.FOYER_BENCH_NO_INDEXER,
  // The load generator is one client sending a project's worth of traffic: a batch of 100 reads 20 times a
  // second is 2,000 RPC units a second, which the defaults (1,200 a minute per client, 60,000 per project)
  // refuse with 429 after the first twelve batches. An operator who expects that load raises the limits
  // (docs/operations.md, FOYER_API_RATE_LIMITS), as this does: 3,000 units a second for the client and
  // the project.
  rateLimits: {
    rpcUnitsPerClient: { limit: 180_000, windowMs: 60_000 },
    rpcUnitsPerProject: { limit: 180_000, windowMs: 60_000 },
  },
})
// SIGUSR2: prints this process's event-loop delay, its garbage collections' pauses and its requests' times since the last
// SIGUSR2 (ms) as one JSON line, and resets them. With FOYER_BENCH_CPU_PROFILE=<file>, the CPU profile
// between two SIGUSR2 is written there (Chrome DevTools' .cpuprofile).
const loop = monitorEventLoopDelay({ resolution: 5 })
loop.enable()
let pauses: number[] = []
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) pauses.push(entry.duration)
}).observe({ entryTypes: ['gc'] })
// Each request's time in this process, from the moment Node parsed its head to the end of its response
// (ms): what the server itself took, to set beside what the load generator measured (issue 37). The time
// a request waited in the kernel's socket buffer before the loop read it is not in it.
const arrivals = new WeakMap<IncomingMessage, number>()
let requestMs: number[] = []
subscribe('http.server.request.start', (message) => {
  arrivals.set((message as { request: IncomingMessage }).request, performance.now())
})
subscribe('http.server.response.finish', (message) => {
  const arrival = arrivals.get((message as { request: IncomingMessage }).request)
  if (arrival !== undefined) requestMs.push(performance.now() - arrival)
})
const profileFile = process.env.FOYER_BENCH_CPU_PROFILE
const profiler = profileFile ? new Session() : undefined
let profiling = false
profiler?.connect()
process.on('SIGUSR2', async () => {
  const ms = (ns: number) => Math.round(ns / 1e5) / 10
  const round = (n: number) => Math.round(n * 10) / 10
  const sorted = pauses.sort((a, b) => a - b)
  const requests = requestMs.sort((a, b) => a - b)
  const at = (p: number) =>
    round(requests[Math.min(requests.length - 1, Math.floor(requests.length * p))] ?? 0)
  const stats = {
    loop: { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) },
    gc: {
      count: sorted.length,
      totalMs: round(sorted.reduce((sum, pause) => sum + pause, 0)),
      over10Ms: sorted.filter((pause) => pause > 10).length,
      maxMs: round(sorted.at(-1) ?? 0),
    },
    requests: {
      count: requests.length,
      p50: at(0.5),
      p99: at(0.99),
      max: round(requests.at(-1) ?? 0),
    },
    heapMb: Math.round(process.memoryUsage().heapUsed / 2 ** 20),
  }
  loop.reset()
  pauses = []
  requestMs = []
  // The line comes once the profile is written, so that its reader finds the file whole.
  if (profiler && profileFile && profiling) {
    const { profile } = await profiler.post('Profiler.stop')
    writeFileSync(profileFile, JSON.stringify(profile))
  } else if (profiler) {
    await profiler.post('Profiler.enable')
    await profiler.post('Profiler.start')
  }
  profiling = !profiling
  console.log(JSON.stringify(stats))
})
console.log(
  JSON.stringify({ url: services.url, account: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }),
)
process.on('SIGTERM', async () => {
  await services.stop()
  await devnet.stop()
  process.exit(0)
})

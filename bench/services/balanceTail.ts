// Where the cached balance's tail comes from (issue 37): the cached read at 1,000 req/s, with the indexer on
// and off, beside the server's event-loop delay in the same 10 s (perf_hooks). A p99 that follows the loop's
// stalls and falls without the indexer is the indexer's work on the request path's thread (PGlite runs its
// queries in that thread).
//
// With --profile, each phase's CPU profile over the measured seconds is written to
// bench/results/balanceTail-<phase>.cpuprofile and its functions with the most self time are printed.
//
//   cd bench && npx tsx services/balanceTail.ts [--seconds 10] [--profile]
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { startBenchServer } from './benchServer.js'
import { topSelfTime } from './cpuProfile.js'

const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 10
const query = 'projectId=load&st=bench&sv=0&clientId=load'
const profile = process.argv.includes('--profile')

async function phase(name: string, env: Record<string, string>) {
  const profileFile = fileURLToPath(
    new URL(`../results/balanceTail-${name.replace(/\W+/g, '-')}.cpuprofile`, import.meta.url),
  )
  if (profile) env.FOYER_BENCH_CPU_PROFILE = profileFile
  const server = await startBenchServer(env)
  try {
    const url = `${server.url}/v1/account/${server.account}/balance?${query}`
    await fetch(url)
    const options = { url, connections: 50, overallRate: 1000 }
    await autocannon({ ...options, duration: 3 })
    await server.mark()
    const result = await autocannon({ ...options, duration: seconds })
    const stats = await server.stats()
    if (profile)
      console.log(`${name}: most self time (ms over ${seconds} s)`, topSelfTime(profileFile))
    return {
      name,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      ...stats,
    }
  } finally {
    await server.stop()
  }
}

const results = [
  await phase('indexer on', {}),
  await phase('indexer off', { FOYER_BENCH_NO_INDEXER: '1' }),
]
for (const result of results) console.log(JSON.stringify(result))
process.exit(0)

// Is the tail at 1,000 req/s the server's or the load generator's (issue 37)? Each cached read runs at
// 1,000 req/s twice against one server process: driven by autocannon (`overallRate`, which sends each
// connection's share of a second in a burst) and by pacedLoad.ts (evenly spaced, latency from the intended
// send time). Beside each: the server's own time per request (head parsed → response ended) and its
// event-loop delay over the same seconds (server.ts). A generator p99 far above the server's is a queue
// outside the server's handling: the burst waiting in the sockets, or the generator itself.
//
// With --unthrottled, cached eth_chainId also runs as fast as it goes (autocannon, 10 and 100 connections);
// with --profile, each window's CPU profile is written to results/pacing.cpuprofile and summarised.
//
//   cd bench && npx tsx services/pacing.ts [--seconds 10] [--only balance,chainId,blockNumber] [--unthrottled] [--profile]
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { type ServerStats, startBenchServer } from './benchServer.js'
import { selfTimeByFile, topSelfTime } from './cpuProfile.js'
import { pacedLoad } from './pacedLoad.js'
import { rpcCall } from './rpcCall.js'

const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 10
const only = process.argv.includes('--only')
  ? process.argv[process.argv.indexOf('--only') + 1]?.split(',')
  : undefined
const query = 'projectId=load&st=bench&sv=0&clientId=load'
const profileFile = fileURLToPath(new URL('../results/pacing.cpuprofile', import.meta.url))
const profile = process.argv.includes('--profile')

const server = await startBenchServer(profile ? { FOYER_BENCH_CPU_PROFILE: profileFile } : {})
/** The server's figures for the window since the last mark, with its profile's summary when asked. */
async function serverStats(run: string) {
  const stats = await server.stats()
  if (profile)
    console.log(run, {
      byFile: selfTimeByFile(profileFile),
      functions: topSelfTime(profileFile, 25),
    })
  return stats
}
const gateway = `${server.url}/v1/?chainId=eip155:31337&projectId=load`
const post = (method: string) => ({
  url: gateway,
  method: 'POST' as const,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(rpcCall(method)),
})
const targets = {
  balance: {
    name: 'cached balance',
    url: `${server.url}/v1/account/${server.account}/balance?${query}`,
  },
  chainId: { name: 'gateway cached eth_chainId', ...post('eth_chainId') },
  blockNumber: { name: 'gateway eth_blockNumber (1 s cache)', ...post('eth_blockNumber') },
}

type Row = {
  run: string
  rps: number
  p50: number
  p99: number
  max: number
  server: ServerStats
}
const rows: Row[] = []
try {
  await fetch(targets.balance.url) // fill the 30 s cache: the cached path is measured
  for (const [key, target] of Object.entries(targets)) {
    if (only && !only.includes(key)) continue
    const { name, ...request } = target
    await autocannon({ ...request, connections: 50, overallRate: 1000, duration: 3 }) // warm-up
    await server.mark()
    const bursts = await autocannon({
      ...request,
      connections: 50,
      overallRate: 1000,
      duration: seconds,
    })
    rows.push({
      run: `${name}: autocannon overallRate 1,000/s`,
      rps: Math.round(bursts.requests.average),
      p50: bursts.latency.p50,
      p99: bursts.latency.p99,
      max: bursts.latency.max,
      server: await serverStats(name),
    })
    await server.mark()
    const paced = await pacedLoad(name, { ...request, rate: 1000, seconds, connections: 50 })
    rows.push({
      run: `${name}: paced 1,000/s (sent-time p99 ${paced.sentP99})`,
      rps: paced.requestsPerSecond,
      p50: paced.p50,
      p99: paced.p99,
      max: paced.max,
      server: await serverStats(`${name} paced`),
    })
    if (key !== 'chainId' || !process.argv.includes('--unthrottled')) continue
    for (const connections of [10, 100]) {
      await server.mark()
      const most = await autocannon({ ...request, connections, duration: seconds })
      rows.push({
        run: `${name}: unthrottled, ${connections} connections`,
        rps: Math.round(most.requests.average),
        p50: most.latency.p50,
        p99: most.latency.p99,
        max: most.latency.max,
        server: await serverStats(`${name} unthrottled ${connections}`),
      })
    }
  }
} finally {
  await server.stop()
}
console.log(
  '\n| run | req/s | p50 ms | p99 ms | max ms | server p50 / p99 / max ms | loop delay p99 / max ms | GC total, max ms |\n|---|--:|--:|--:|--:|--:|--:|--:|',
)
for (const r of rows)
  console.log(
    `| ${r.run} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.max} | ${r.server.requests.p50} / ${r.server.requests.p99} / ${r.server.requests.max} | ${r.server.loop.p99} / ${r.server.loop.max} | ${r.server.gc.totalMs}, ${r.server.gc.maxMs} |`,
  )
process.exit(0)

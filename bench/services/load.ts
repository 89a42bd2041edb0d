// Service load benchmark (issue: services). The services run in their own process (server.ts); the load
// generators drive them over loopback from this one. The runs at a set rate use pacedLoad.ts (evenly
// spaced requests, latency from the intended send time): autocannon's `overallRate` sends each connection's
// share of a second in one burst, and its p99 measured that burst's queue, not the service (issue 37,
// services/pacing.ts). Unthrottled runs and the search keep autocannon. Budgets on this 2-core machine:
//   - cached balance at 1,000 req/s: p99 < 50 ms, and p99 ≤ 2 × the p99 of GET /health paced beside it in
//     the same seconds (a ratio in one run: the read adds no tail of its own to what the machine gives);
//   - wallet search over 10,000 entries: p95 < 20 ms (autocannon reports p97.5, which is stricter);
//   - the RPC gateway: cached calls p99 at most twice the cached balance's at 1,000 req/s (a ratio in one
//     run) and cached eth_chainId p99 < 20 ms; a batch of 100 p99 < 500 ms; unthrottled (10 connections)
//     no errors and ≥ 5,000 cached calls a second (issue 37's goal for one instance);
//   - swap quotes at 100 req/s: p99 at most twice the gateway batch's (one chain read each, a ratio in one run);
//   - the WalletConnect relay: two instances on one PostgreSQL carry at least the round trips of one (when
//     the machine has a core to spare; on a saturated one, at least 0.9 × them: services/relay.ts);
//   - the data service on two instances on one PostgreSQL serves at least the cached gateway reads of one,
//     and its shared limiter adds at most 2 ms to the p99 at 1,000 req/s (scaleOut.ts).
// Writes bench/results/services.json. `--check` exits 1 when a budget fails.
//
//   cd bench && npx tsx services/load.ts [--seconds 10] [--check]
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { DEVNET_TOKENS } from '@foyer/devnet'
import autocannon from 'autocannon'
import { type ServerStats, startBenchServer } from './benchServer.js'
import { type PacedOptions, pacedLoad } from './pacedLoad.js'
import { printRelayRuns, relayBench } from './relay.js'
import { rpcCall } from './rpcCall.js'
import { scaleOutBench } from './scaleOut.js'

const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 10
const check = process.argv.includes('--check')
const query = 'projectId=load&st=bench&sv=0&clientId=load'
/** The address swap calls name the chain's coin with. */
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

const ready = await startBenchServer()

type Run = {
  name: string
  requestsPerSecond: number
  p50: number
  p97_5: number
  p99: number
  errors: number
  non2xx: number
  /** Paced runs: the server's own time per request over the same seconds (ms). */
  server?: ServerStats['requests']
}

async function run(name: string, options: autocannon.Options): Promise<Run> {
  // Unmeasured warm-up: the JIT, the first load of caches and the indexer's catch-up after start are not
  // what a running service sees.
  await autocannon({ ...options, duration: 3 })
  const result = await autocannon({ duration: seconds, ...options })
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}

/**
 * `request` at `rate` evenly spaced (after a 3 s unmeasured warm-up), with GET /health paced beside it at
 * 200 req/s in the same seconds: the floor of what this machine and the HTTP stack give a request then.
 */
async function paced(
  name: string,
  request: Omit<PacedOptions, 'rate' | 'seconds' | 'connections'>,
  rate = 1000,
): Promise<Run & { floor: Run }> {
  const options = { ...request, rate, connections: 50 }
  await pacedLoad(name, { ...options, seconds: 3 })
  await ready.mark()
  const [run, floor] = await Promise.all([
    pacedLoad(name, { ...options, seconds }),
    pacedLoad(`GET /health beside ${name}`, {
      url: `${ready.url}/health`,
      rate: 200,
      seconds,
      connections: 10,
    }),
  ])
  const server = (await ready.stats()).requests
  const row = (r: typeof run): Run => ({
    name: r.name,
    requestsPerSecond: r.requestsPerSecond,
    p50: r.p50,
    p97_5: r.p97_5,
    p99: r.p99,
    errors: r.errors,
    non2xx: r.non2xx,
  })
  return { ...row(run), server, floor: row(floor) }
}

try {
  const balanceUrl = `${ready.url}/v1/account/${ready.account}/balance?${query}`
  await fetch(balanceUrl) // fill the 30 s cache; the benchmark measures the cached path
  const balance = await paced('cached balance at 1,000 req/s', { url: balanceUrl })

  const searches = [
    {},
    { page: '3' },
    { search: 'amber' },
    { search: 'wallet 12' },
    { search: 'cob' },
    { search: 'frost wallet 99' },
    { search: 'zzz' },
    { search: 'ember', page: '2' },
  ].map((params) => new URLSearchParams(params).toString())
  const search = await run('wallet search, 10,000 entries', {
    url: ready.url,
    connections: 8,
    requests: searches.map((params) => ({
      method: 'GET',
      path: `/getWallets?${query}&entries=40&${params}`,
    })),
  })

  // The RPC gateway (issue 22): answers that cannot change or that are reused for a second, a batch of 100
  // reads that goes upstream as one, and the most it sustains unthrottled before errors.
  const gateway = `${ready.url}/v1/?chainId=eip155:31337&projectId=load`
  const rpc = (body: unknown) => ({
    url: gateway,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const chainId = await paced(
    'gateway: cached eth_chainId at 1,000 req/s',
    rpc(rpcCall('eth_chainId')),
  )
  const blockNumber = await paced(
    'gateway: eth_blockNumber (1 s cache) at 1,000 req/s',
    rpc(rpcCall('eth_blockNumber')),
  )
  const batch = await run('gateway: batch of 100 balances at 20 batches/s', {
    ...rpc(
      Array.from({ length: 100 }, (_, id) =>
        rpcCall('eth_getBalance', [`0x${(id + 1).toString(16).padStart(40, '0')}`, 'latest'], id),
      ),
    ),
    connections: 10,
    overallRate: 20,
  })
  // Swap quotes (issue 16): each reads the pools' reserves from the chain in one multicall, as a batch does.
  const fusd = DEVNET_TOKENS.find((token) => token.symbol === 'fUSD')?.address
  const quotes = await run('swap quote (ETH → fUSD) at 100 req/s', {
    url: `${ready.url}/v1/convert/quotes?${query}&from=eip155:31337:${NATIVE}&to=eip155:31337:${fusd}&amount=500000000000000000&userAddress=${ready.account}&gasPrice=1000000000`,
    connections: 10,
    overallRate: 100,
  })
  // Ten connections: with a hundred, every answer waits behind ninety-nine others (at 5,000 req/s that is
  // 20 ms by Little's law whatever the server does), and the most it serves is the same.
  const unthrottled = await run('gateway: cached eth_chainId, unthrottled (10 connections)', {
    ...rpc(rpcCall('eth_chainId')),
    connections: 10,
  })

  // The WalletConnect relay (issue 37): one instance against two on one PostgreSQL (services/relay.ts).
  const relay = await relayBench(seconds)
  // The data service on one instance and on two on one PostgreSQL, and the shared limiter (issue 37).
  const scaleOut = await scaleOutBench(seconds)

  const budgets = [
    ...relay.budgets,
    ...scaleOut.budgets,
    {
      budget: `cached balance p99 < 50 ms at 1,000 req/s (${balance.p99} ms)`,
      pass:
        balance.p99 < 50 && balance.requestsPerSecond >= 950 && !balance.errors && !balance.non2xx,
    },
    // A tail with a cause of the read's own (the indexer on its loop, a synchronous call) shows as a p99
    // above what the cheapest answer of the same process gets in the same seconds, whatever the machine's
    // load: as a ratio in this run. (Issue 37 proposed p99 ≤ 4 × p50; with evenly spaced requests the p50 is
    // the read's ~1 ms of service, so that would be a ~5 ms absolute budget: docs/decisions.md.)
    {
      budget: `cached balance p99 ≤ 2 × GET /health's beside it (${balance.p99} against ${balance.floor.p99} ms)`,
      pass: balance.p99 <= 2 * balance.floor.p99 && !balance.floor.errors,
    },
    {
      budget: 'wallet search p95 < 20 ms (as p97.5)',
      pass: search.p97_5 < 20 && !search.errors && !search.non2xx,
    },
    // As a ratio in this run (the machine's speed varies from day to day): a cached gateway call costs no
    // more than twice a cached balance read, which the same service answers from memory too.
    ...[chainId, blockNumber].map((r) => ({
      budget: `${r.name}: p99 ≤ 2 × the cached balance's (${balance.p99} ms)`,
      pass: r.p99 <= 2 * balance.p99 && r.requestsPerSecond >= 950 && !r.errors && !r.non2xx,
    })),
    {
      budget: `gateway cached eth_chainId p99 < 20 ms at 1,000 req/s (${chainId.p99} ms)`,
      pass: chainId.p99 < 20,
    },
    {
      budget: 'gateway batch of 100: p99 < 500 ms, no errors',
      pass: batch.p99 < 500 && !batch.errors && !batch.non2xx,
    },
    // A quote reads the chain once (a multicall of the route's reserves), like a gateway batch: as a ratio in
    // this run, it costs at most twice the batch of 100 (measured: 0.9–1.3×).
    {
      budget: `swap quote at 100 req/s: p99 ≤ 2 × the gateway batch's (${batch.p99} ms), no errors`,
      pass:
        quotes.p99 <= 2 * batch.p99 &&
        quotes.requestsPerSecond >= 95 &&
        !quotes.errors &&
        !quotes.non2xx,
    },
    {
      budget: `gateway unthrottled: no errors, ≥ 5,000 cached calls a second (${unthrottled.requestsPerSecond})`,
      pass: unthrottled.requestsPerSecond >= 5000 && !unthrottled.errors && !unthrottled.non2xx,
    },
  ]
  const floors = [balance, chainId, blockNumber].map((r) => r.floor)
  console.log(
    '\n| run | req/s | p50 ms | p97.5 ms | p99 ms | server p50 / p99 / max ms | errors | non-2xx |\n|---|--:|--:|--:|--:|--:|--:|--:|',
  )
  for (const r of [
    balance,
    search,
    chainId,
    blockNumber,
    batch,
    quotes,
    unthrottled,
    ...floors,
  ] as Run[])
    console.log(
      `| ${r.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p97_5} | ${r.p99} | ${r.server ? `${r.server.p50} / ${r.server.p99} / ${r.server.max}` : ''} | ${r.errors} | ${r.non2xx} |`,
    )
  printRelayRuns(relay.runs)
  console.log('\n| run | req/s | p50 ms | p99 ms | errors |\n|---|--:|--:|--:|--:|')
  for (const r of scaleOut.runs)
    console.log(`| ${r.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors} |`)
  for (const b of budgets) console.log(`- **${b.pass ? 'PASS' : 'FAIL'}** ${b.budget}`)
  writeFileSync(
    fileURLToPath(new URL('../results/services.json', import.meta.url)),
    `${JSON.stringify({ date: new Date().toISOString(), seconds, runs: [balance, search, chainId, blockNumber, batch, quotes, unthrottled], relay: relay.runs, scaleOut: scaleOut.runs, budgets }, null, 2)}\n`,
  )
  if (check && budgets.some((b) => !b.pass)) process.exitCode = 1
} finally {
  await ready.stop()
}

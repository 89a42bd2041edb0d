// Service load benchmark (issue: services). The services run in their own process (server.ts); autocannon
// drives them over loopback from this one. Budgets on this 2-core machine:
//   - cached balance: p99 < 50 ms at 1,000 requests per second, and p99 ≤ 4 × its p50 (a ratio in one run);
//   - wallet search over 10,000 entries: p95 < 20 ms (autocannon reports p97.5, which is stricter);
//   - the RPC gateway: cached calls p99 at most twice the cached balance's at 1,000 req/s (a ratio in one
//     run), a batch of 100 p99 < 500 ms, no errors unthrottled;
//   - swap quotes at 100 req/s: p99 at most twice the gateway batch's (one chain read each, a ratio in one run);
//   - the WalletConnect relay: two instances on one PostgreSQL carry at least the round trips of one;
//   - the data service on two instances on one PostgreSQL serves at least the cached gateway reads of one,
//     and its shared limiter adds at most 2 ms to the p99 at 1,000 req/s (scaleOut.ts).
// Writes bench/results/services.json. `--check` exits 1 when a budget fails.
//
//   cd bench && npx tsx services/load.ts [--seconds 10] [--check]
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { DEVNET_TOKENS } from '@foyer/devnet'
import autocannon from 'autocannon'
import { relayBench } from './relay.js'
import { rpcCall } from './rpcCall.js'
import { scaleOutBench } from './scaleOut.js'

const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 10
const check = process.argv.includes('--check')
const root = fileURLToPath(new URL('../..', import.meta.url))
const query = 'projectId=load&st=bench&sv=0&clientId=load'
/** The address swap calls name the chain's coin with. */
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

const server = spawn(
  process.execPath,
  ['--import', 'tsx', fileURLToPath(new URL('./server.ts', import.meta.url))],
  {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  },
)
const ready = await new Promise<{ url: string; account: string }>((resolve, reject) => {
  server.once('exit', (code) => reject(new Error(`server exited (${code})`)))
  createInterface({ input: server.stdout }).on('line', (line) => {
    if (line.startsWith('{')) resolve(JSON.parse(line))
  })
})

type Run = {
  name: string
  requestsPerSecond: number
  p50: number
  p97_5: number
  p99: number
  errors: number
  non2xx: number
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

try {
  const balanceUrl = `${ready.url}/v1/account/${ready.account}/balance?${query}`
  await fetch(balanceUrl) // fill the 30 s cache; the benchmark measures the cached path
  const balance = await run('cached balance at 1,000 req/s', {
    url: balanceUrl,
    connections: 50,
    overallRate: 1000,
  })

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
  const chainId = await run('gateway: cached eth_chainId at 1,000 req/s', {
    ...rpc(rpcCall('eth_chainId')),
    connections: 50,
    overallRate: 1000,
  })
  const blockNumber = await run('gateway: eth_blockNumber (1 s cache) at 1,000 req/s', {
    ...rpc(rpcCall('eth_blockNumber')),
    connections: 50,
    overallRate: 1000,
  })
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
  const unthrottled = await run('gateway: cached eth_chainId, unthrottled', {
    ...rpc(rpcCall('eth_chainId')),
    connections: 100,
  })

  // The WalletConnect relay (issue 37): one instance against two on one PostgreSQL (services/relay.ts).
  const relay = await relayBench(seconds)
  // The data service on one instance and on two on one PostgreSQL, and the shared limiter (issue 37).
  const scaleOut = await scaleOutBench(seconds)

  const budgets = [
    ...relay.budgets,
    ...scaleOut.budgets,
    {
      budget: 'cached balance p99 < 50 ms at 1,000 req/s',
      pass:
        balance.p99 < 50 && balance.requestsPerSecond >= 950 && !balance.errors && !balance.non2xx,
    },
    // A tail with a cause shows as a p99 far from the p50 whatever the machine's speed (issue 37: 78 ms
    // against 5 ms): as a ratio in this run.
    {
      budget: `cached balance p99 ≤ 4 × its p50 at 1,000 req/s (${balance.p99} against ${balance.p50} ms)`,
      pass: balance.p99 <= 4 * balance.p50,
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
      budget: 'gateway unthrottled: no errors',
      pass: !unthrottled.errors && !unthrottled.non2xx,
    },
  ]
  console.log(
    '\n| run | req/s | p50 ms | p97.5 ms | p99 ms | errors | non-2xx |\n|---|--:|--:|--:|--:|--:|--:|',
  )
  for (const r of [balance, search, chainId, blockNumber, batch, quotes, unthrottled])
    console.log(
      `| ${r.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p97_5} | ${r.p99} | ${r.errors} | ${r.non2xx} |`,
    )
  console.log('\n| run | round trips/s | p50 ms | p99 ms | errors |\n|---|--:|--:|--:|--:|')
  for (const r of relay.runs)
    console.log(`| ${r.name} | ${r.roundTripsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors} |`)
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
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
}

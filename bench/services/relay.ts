// The WalletConnect relay's message round trip (issue 37): pairs of a dApp and a wallet, each pair sending a
// message and waiting for the answer, back to back, for `seconds`. Three set-ups, each relay in a process
// of its own: one instance with messages in memory (the default), one on PostgreSQL, and two on one
// PostgreSQL with every dApp on the first and every wallet on the second (each message crosses the bus).
// The budget: the second instance adds throughput rather than costing it (two ≥ one, both on PostgreSQL).
import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { startPostgresServer } from '../../services/api/src/_test/postgresServer.js'
import { connectClient, type TestClient } from '../../services/relay/src/_test/client.js'
import { type CpuShares, cpuWindow } from './cpuShare.js'

export type RelayRun = {
  name: string
  roundTripsPerSecond: number
  p50: number
  p99: number
  errors: number
  /** The load generator's (this process's), each relay's and the machine's idle cores over the window. */
  cpu: CpuShares
}

const root = fileURLToPath(new URL('../..', import.meta.url))
const PAIRS = 50
/**
 * The bench sends far more than a person does: the per-connection limits would refuse it. Its 100 clients
 * all come from 127.0.0.1, the per-address limit's default.
 */
const LIMITS = JSON.stringify({
  publishesPerMinute: 1_000_000,
  publishedBytesPerMinute: 1e9,
  connectionsPerAddress: 10_000,
})

/** `foyer-relay serve` in a process of its own; resolves with its URL. */
export async function serveRelay(
  databaseUrl?: string,
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'services/relay/src/cli.ts', 'serve', '--port', '0'],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl ?? '', FOYER_RELAY_LIMITS: LIMITS },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`relay exited (${code})`)))
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const found = /listening on (ws:\/\/\S+)/.exec(output)
      if (found?.[1]) resolve(found[1])
    })
  })
  return { url, child }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0) : 0

/** `PAIRS` pairs exchanging round trips for `seconds` (after a 2 s warm-up), dApps on `dappUrl`. */
async function roundTrips(
  name: string,
  dappUrl: string,
  walletUrl: string,
  seconds: number,
  relays: ChildProcess[],
): Promise<RelayRun> {
  const clients: TestClient[] = []
  const latencies: number[] = []
  let errors = 0
  let measuring = false
  let stop = false
  const pair = async (n: number) => {
    const topic = `${name.length}${n}`.padStart(64, 'f')
    const answer = `${topic.slice(0, 63)}a`
    const dapp = await connectClient(dappUrl, `did:key:bench-dapp-${n}`)
    const wallet = await connectClient(walletUrl, `did:key:bench-wallet-${n}`)
    clients.push(dapp, wallet)
    await wallet.call('irn_subscribe', { topic })
    await dapp.call('irn_subscribe', { topic: answer })
    // The wallet answers every request it gets.
    let answered = 0
    wallet.socket.on('message', () => {
      while (answered < wallet.pushed.length) {
        const request = wallet.pushed[answered++]
        wallet
          .call('irn_publish', { topic: answer, message: `re:${request?.data.message}`, ttl: 300 })
          .catch(() => {})
      }
    })
    return async () => {
      for (let k = 0; !stop; k++) {
        const started = performance.now()
        const sent = await dapp.call('irn_publish', {
          topic,
          message: `${n}:${k}:${Date.now()}`,
          ttl: 300,
        })
        if (sent.error) errors += 1
        await dapp.received(k + 1)
        if (measuring) latencies.push(performance.now() - started)
      }
    }
  }
  const loops = await Promise.all(Array.from({ length: PAIRS }, (_, n) => pair(n)))
  const running = loops.map((loop) => loop())
  await new Promise((resolve) => setTimeout(resolve, 2_000))
  measuring = true
  const started = performance.now()
  const cpu = cpuWindow({
    generator: process.pid,
    ...Object.fromEntries(relays.map((relay, i) => [`relay ${i + 1}`, relay.pid ?? 0])),
  })
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000))
  measuring = false
  const shares = cpu.end()
  const elapsed = (performance.now() - started) / 1000
  const counted = latencies.length
  stop = true
  await Promise.all(running)
  for (const client of clients) client.close()
  const sorted = latencies.sort((a, b) => a - b)
  return {
    name,
    roundTripsPerSecond: Math.round(counted / elapsed),
    p50: Math.round(percentile(sorted, 0.5) * 10) / 10,
    p99: Math.round(percentile(sorted, 0.99) * 10) / 10,
    errors,
    cpu: shares,
  }
}

/** The runs as a Markdown table, with where the CPU went (cores busy or idle over the window). */
export function printRelayRuns(runs: RelayRun[]) {
  console.log(
    '\n| run | round trips/s | p50 ms | p99 ms | errors | CPU: generator / relays / idle of cores |\n|---|--:|--:|--:|--:|--|',
  )
  for (const r of runs) {
    const { generator, ...relays } = r.cpu.processes
    console.log(
      `| ${r.name} | ${r.roundTripsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors} | ${generator} / ${Object.values(relays).join(' + ')} / ${r.cpu.idleCores} of ${r.cpu.cores} |`,
    )
  }
}

/** The three set-ups, one after the other, with the budget. */
export async function relayBench(seconds: number) {
  const children: ChildProcess[] = []
  const postgres = await startPostgresServer()
  try {
    const alone = await serveRelay()
    children.push(alone.child)
    const memory = await roundTrips('relay: 1 instance, in memory', alone.url, alone.url, seconds, [
      alone.child,
    ])

    const first = await serveRelay(postgres.url)
    children.push(first.child)
    const one = await roundTrips('relay: 1 instance on PostgreSQL', first.url, first.url, seconds, [
      first.child,
    ])
    const second = await serveRelay(postgres.url)
    children.push(second.child)
    const two = await roundTrips(
      'relay: 2 instances on PostgreSQL, dApps on one, wallets on the other',
      first.url,
      second.url,
      seconds,
      [first.child, second.child],
    )
    const clean = !memory.errors && !one.errors && !two.errors
    // On a machine with cores to spare a second instance must add round trips. When the one-instance run
    // already leaves less than a quarter of a core idle, the generator and PostgreSQL (the one bus every
    // instance shares) hold the machine and a second relay has no core to add; there the budget asks that it
    // cost nothing beyond this machine's run-to-run noise (measured ±6 % between runs, session 29).
    const saturated = one.cpu.idleCores < 0.25
    const budgets = saturated
      ? [
          {
            budget: `relay: a second instance costs no throughput (${two.roundTripsPerSecond} ≥ 0.9 × ${one.roundTripsPerSecond} round trips/s; the machine was saturated, ${one.cpu.idleCores} of ${one.cpu.cores} cores idle, so it could not add any), no errors`,
            pass: two.roundTripsPerSecond >= 0.9 * one.roundTripsPerSecond && clean,
          },
        ]
      : [
          {
            budget: `relay: a second instance adds throughput (${two.roundTripsPerSecond} ≥ ${one.roundTripsPerSecond} round trips/s), no errors`,
            pass: two.roundTripsPerSecond >= one.roundTripsPerSecond && clean,
          },
        ]
    return { runs: [memory, one, two], budgets }
  } finally {
    // The relays first: the database going away under them is not what is measured.
    await Promise.all(
      children
        .filter((child) => child.exitCode === null)
        .map((child) => {
          const exited = new Promise((resolve) => child.once('exit', resolve))
          child.kill('SIGTERM')
          return exited
        }),
    )
    await postgres.stop()
  }
}

// Alone: `npx tsx services/relay.ts [--seconds 10]` from bench/.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 10
  const { runs, budgets } = await relayBench(seconds)
  printRelayRuns(runs)
  for (const b of budgets) console.log(`- **${b.pass ? 'PASS' : 'FAIL'}** ${b.budget}`)
  process.exit(0)
}

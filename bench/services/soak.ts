// The soak (issue 37): both scaled-out services — two data-service processes and two relay processes on one
// throwaway PostgreSQL — under steady traffic for `--minutes` (1 by default; 10 in bench/README.md's recipe),
// their chain a stand-in node that fails a fifth of its calls (fakeUpstream.ts: 500, 429, dropped, hung,
// slow). Requests alternate between the two instances, as a balancer would send them. Reports:
//   - each service process's resident memory, sampled from the warm-up's end to the end of the run: flat when
//     the second half never rises 10 % above the first half's peak (a leak keeps setting new peaks);
//   - answers to client mistakes (a 101-item batch, bad JSON, an unknown project, missing parameters, a bad
//     address, a bad analytics event, an unknown method): any 5xx among them is a FAIL;
//   - acknowledged writes lost: analytics events answered 202 and missing from the database, relay
//     publications acknowledged on one instance and never delivered to the subscriber on the other (0).
// `--check` exits 1 when one of those fails (memory included).
//
//   cd bench && npx tsx services/soak.ts [--minutes 1] [--check]
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { startPostgresServer } from '../../services/api/src/_test/postgresServer.js'
import { openDatabase } from '../../services/api/src/db/open.js'
import { upsertProject } from '../../services/api/src/projects.js'
import { connectClient, type TestClient } from '../../services/relay/src/_test/client.js'
import { type ApiProcess, residentMb, serveApi } from './apiProcess.js'
import { startFakeUpstream } from './fakeUpstream.js'
import { memoryFlat } from './memoryFlat.js'
import { serveRelay } from './relay.js'
import { rpcCall } from './rpcCall.js'

const minutes = Number(process.argv[process.argv.indexOf('--minutes') + 1]) || 1
const check = process.argv.includes('--check')
const CHAIN_ID = 31337
const ORIGIN = 'https://soak.example'
const query = 'projectId=soak&st=soak&sv=0&clientId=soak'
/** The soak sends more than a person: its limits are counted, never reached. */
const UNREACHED = { limit: 1_000_000_000, windowMs: 60_000 }
/** Requests in flight at once on the data service, and relay pairs. */
const CONCURRENCY = 16
const PAIRS = 10

const rpc = (body: unknown) => ({
  method: 'POST',
  path: `/v1/?chainId=eip155:${CHAIN_ID}&projectId=soak`,
  body: JSON.stringify(body),
})

/** Client mistakes: each must be answered without a 5xx, whatever the upstream does. */
const MISTAKES = [
  {
    name: '101-item batch',
    ...rpc(Array.from({ length: 101 }, (_, id) => rpcCall('eth_chainId', [], id))),
  },
  { name: 'gateway: bad JSON', method: 'POST', path: rpc(null).path, body: '{"jsonrpc":' },
  { name: 'gateway: unknown method', ...rpc(rpcCall('debug_traceTransaction', ['0x00'])) },
  {
    name: 'gateway: eth_getLogs over the range cap',
    ...rpc(rpcCall('eth_getLogs', [{ fromBlock: '0x0', toBlock: '0xf4240' }])),
  },
  {
    name: 'unknown project',
    method: 'GET',
    path: '/v1/account/0x0000000000000000000000000000000000000001/balance?projectId=nobody&st=a&sv=0&clientId=a',
  },
  {
    name: 'missing parameters',
    method: 'GET',
    path: '/v1/account/0x0000000000000000000000000000000000000001/balance',
  },
  { name: 'bad address', method: 'GET', path: `/v1/account/not-an-address/balance?${query}` },
  { name: 'analytics: bad event', method: 'POST', path: `/e?${query}`, body: '{"eventId":7}' },
] as const

type Tally = { sent: number; byStatus: Record<string, number> }
const tally = (): Tally => ({ sent: 0, byStatus: {} })
const count = (t: Tally, status: number | string) => {
  t.sent += 1
  t.byStatus[status] = (t.byStatus[status] ?? 0) + 1
}

const postgres = await startPostgresServer()
const upstream = await startFakeUpstream(CHAIN_ID, () => true)
const apis: ApiProcess[] = []
const relays: Awaited<ReturnType<typeof serveRelay>>[] = []
const clients: TestClient[] = []
try {
  const database = await openDatabase({ url: postgres.url })
  await upsertProject(database.db, { id: 'soak', name: 'Soak', allowedOrigins: [ORIGIN] })
  await database.close()
  const rateLimits = {
    rpcUnitsPerClient: UNREACHED,
    rpcUnitsPerProject: UNREACHED,
    analyticsPerClient: UNREACHED,
    analyticsPerProject: UNREACHED,
  }
  for (let n = 0; n < 2; n++)
    apis.push(
      await serveApi({
        databaseUrl: postgres.url,
        rpcUrl: upstream.url,
        chainId: CHAIN_ID,
        rateLimits,
      }),
    )
  for (let n = 0; n < 2; n++) relays.push(await serveRelay(postgres.url))

  const mistakes = tally()
  const upstreamBound = tally()
  const mistakesAnswered5xx: string[] = []
  const acknowledgedEvents: string[] = []
  let stop = false
  let nextEvent = 0
  let nextMistake = 0

  /** One request of the mix on instance `n % 2`: a read through the faulty upstream, an event, a mistake. */
  const one = async (n: number) => {
    const base = apis[n % 2]?.url as string
    const kind = n % 4
    try {
      if (kind === 0) {
        const reply = await fetch(`${base}${rpc(null).path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(
            rpcCall('eth_getBalance', [`0x${(n % 1000).toString(16).padStart(40, '0')}`, 'latest']),
          ),
        })
        await reply.arrayBuffer()
        count(upstreamBound, reply.status)
      } else if (kind === 1) {
        const eventId = `soak-${nextEvent++}`
        const reply = await fetch(`${base}/e?${query}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: ORIGIN },
          body: JSON.stringify({
            eventId,
            url: `${ORIGIN}/`,
            domain: 'soak.example',
            timestamp: Date.now(),
            props: { n },
          }),
        })
        await reply.arrayBuffer()
        if (reply.status === 202) acknowledgedEvents.push(eventId)
        else count(upstreamBound, `event ${reply.status}`)
      } else {
        const mistake = MISTAKES[nextMistake++ % MISTAKES.length] as (typeof MISTAKES)[number]
        const reply = await fetch(`${base}${mistake.path}`, {
          method: mistake.method,
          // From the project's page, so that each mistake is what is refused (not the origin).
          headers: { 'content-type': 'application/json', origin: ORIGIN },
          ...('body' in mistake ? { body: mistake.body } : {}),
        })
        await reply.arrayBuffer()
        count(mistakes, reply.status)
        if (reply.status >= 500) mistakesAnswered5xx.push(`${mistake.name}: ${reply.status}`)
      }
    } catch (error) {
      count(kind >= 2 ? mistakes : upstreamBound, `fetch failed: ${(error as Error).message}`)
      if (kind >= 2) mistakesAnswered5xx.push(`no answer: ${(error as Error).message}`)
    }
  }
  let sent = 0
  const http = Array.from({ length: CONCURRENCY }, async () => {
    while (!stop) await one(sent++)
  })

  // The relay: each dApp on instance 0 publishes every 100 ms to its wallet, subscribed on instance 1.
  const acknowledged = new Map<TestClient, string[]>()
  const relayLoops = Array.from({ length: PAIRS }, async (_, n) => {
    const topic = n.toString(16).padStart(64, 'e')
    const wallet = await connectClient(relays[1]?.url as string, `did:key:soak-wallet-${n}`)
    const dapp = await connectClient(relays[0]?.url as string, `did:key:soak-dapp-${n}`)
    clients.push(wallet, dapp)
    await wallet.call('irn_subscribe', { topic })
    const mine: string[] = []
    acknowledged.set(wallet, mine)
    for (let k = 0; !stop; k++) {
      const message = `${n}:${k}`
      const answer = await dapp.call('irn_publish', { topic, message, ttl: 600, tag: 1000 })
      if (answer.result === true) mine.push(message)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  })

  // Memory after a warm-up of a tenth of the run (at most 30 s), then every tenth of the run (at most 30 s)
  // to the end: two samples cannot tell a leak from the heap's breathing, a series can.
  const pids = [...apis, ...relays].map((service) => service.child.pid)
  const warmUpMs = Math.min(30_000, minutes * 6_000)
  const endAt = Date.now() + minutes * 60_000
  await new Promise((resolve) => setTimeout(resolve, warmUpMs))
  const samples: (number | undefined)[][] = []
  for (;;) {
    samples.push(await Promise.all(pids.map(residentMb)))
    const left = endAt - Date.now()
    if (left <= 0) break
    await new Promise((resolve) => setTimeout(resolve, Math.min(warmUpMs, left)))
  }
  stop = true
  await Promise.all([...http, ...relayLoops])

  // Every acknowledged relay message delivered (the wallets have 10 s to receive the last ones).
  const missing = (wallet: TestClient) => {
    const got = new Set(wallet.pushed.map((push) => push.data.message))
    return (acknowledged.get(wallet) ?? []).filter((message) => !got.has(message))
  }
  const wallets = [...acknowledged.keys()]
  await Promise.race([
    Promise.all(wallets.map((wallet) => wallet.until(() => missing(wallet).length === 0))),
    new Promise((resolve) => setTimeout(resolve, 10_000)),
  ])
  const relayLost = wallets.reduce((sum, wallet) => sum + missing(wallet).length, 0)
  const relayAcknowledged = wallets.reduce(
    (sum, wallet) => sum + (acknowledged.get(wallet)?.length ?? 0),
    0,
  )

  const reader = new pg.Client({ connectionString: postgres.url })
  await reader.connect()
  const { rows } = await reader.query<{ event_id: string }>('SELECT event_id FROM analytics_events')
  await reader.end()
  const stored = new Set(rows.map((row) => row.event_id))
  const eventsLost = acknowledgedEvents.filter((eventId) => !stored.has(eventId)).length

  const names = ['api 1', 'api 2', 'relay 1', 'relay 2']
  const memory = names.map((name, n) =>
    memoryFlat(
      name,
      samples.map((sample) => sample[n]),
    ),
  )
  const budgets = [
    {
      budget: `memory flat: no process's resident size in the second half of the run above its first half's peak + 10 % (${memory.map((m) => `${m.name} ${m.firstHalfPeakMb} → ${m.secondHalfPeakMb} MB`).join(', ')})`,
      pass: memory.every((m) => m.flat),
    },
    {
      budget: `client mistakes never a 5xx (${mistakes.sent} sent)`,
      pass: mistakesAnswered5xx.length === 0 && mistakes.sent > 0,
    },
    {
      budget: `no acknowledged analytics event lost (${acknowledgedEvents.length} acknowledged)`,
      pass: eventsLost === 0 && acknowledgedEvents.length > 0,
    },
    {
      budget: `no acknowledged relay message lost (${relayAcknowledged} acknowledged)`,
      pass: relayLost === 0 && relayAcknowledged > 0,
    },
  ]
  const report = {
    date: new Date().toISOString(),
    minutes,
    upstream: upstream.counts,
    mistakes,
    mistakesAnswered5xx: mistakesAnswered5xx.slice(0, 20),
    upstreamBound,
    events: { acknowledged: acknowledgedEvents.length, lost: eventsLost },
    relay: { acknowledged: relayAcknowledged, lost: relayLost },
    memory,
    budgets,
  }
  console.log(JSON.stringify(report, null, 2))
  for (const b of budgets) console.log(`- **${b.pass ? 'PASS' : 'FAIL'}** ${b.budget}`)
  writeFileSync(
    fileURLToPath(new URL('../results/soak.json', import.meta.url)),
    `${JSON.stringify(report, null, 2)}\n`,
  )
  if (check && budgets.some((b) => !b.pass)) process.exitCode = 1
} finally {
  for (const client of clients) client.close()
  await Promise.all(
    relays.map(async ({ child }) => {
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }),
  )
  await Promise.all(apis.map((api) => api.stop()))
  await upstream.close()
  await postgres.stop()
}
process.exit()

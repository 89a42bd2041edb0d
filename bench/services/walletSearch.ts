// Wallet search load benchmark: GET /getWallets over real HTTP against a directory of 10 000 generated
// wallets on in-memory PGlite. Budget: p95 < 20 ms per request on the 2-core machine.
//
//   node --import tsx bench/services/walletSearch.ts [--requests 3000] [--concurrency 1,8] [--check]
//
// Run from the repository root. Prints p50/p95/p99 per concurrency; --check exits 1 when a p95 is over.
import { getFreePort } from '@foyer/devnet/node'
import { openDatabase } from '../../services/api/src/db/open.js'
import { upsertProject } from '../../services/api/src/projects.js'
import { startService } from '../../services/api/src/server.js'
import { importListings, seedDirectory } from '../../services/api/src/wallets/import.js'

const BUDGET_P95_MS = 20
const COUNT = 10_000

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`)
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback
}
const requests = Number(option('requests', '3000'))
const concurrencies = option('concurrency', '1,8').split(',').map(Number)
const check = process.argv.includes('--check')

const words = ['Amber', 'Bright', 'Cobalt', 'Dune', 'Ember', 'Frost', 'Gilded', 'Harbor']
const nouns = ['Vault', 'Wallet', 'Keep', 'Pouch', 'Safe', 'Ledger', 'Purse']
const chains = ['eip155:1', 'eip155:10', 'eip155:137', 'eip155:8453']
const listings = Array.from({ length: COUNT }, (_, i) => ({
  id: `bench${i}`,
  name: `${words[i % words.length]} ${nouns[(i * 7) % nouns.length]} ${i}`,
  rdns: i % 2 ? `io.bench${i}.app` : null,
  homepage: `https://bench${i}.example`,
  chains: chains.filter((_, c) => (i >> c) & 1),
  mobile: { native: `bench${i}://`, universal: null },
  badge_type: i % 17 ? 'none' : 'certified',
}))

/** The query mix: the modal's first page, paging, typing a search, filters. */
const queries = [
  '',
  'page=7',
  'page=200&entries=40',
  'search=w',
  'search=wallet&entries=100',
  'search=ember%20po',
  'search=4242',
  'search=io.bench12',
  'search=nothing-matches',
  'chains=eip155:8453&search=safe&entries=100',
  'badge_type=certified',
  `exclude=${Array.from({ length: 50 }, (_, i) => `bench${i}`).join(',')}`,
]

const database = await openDatabase()
await upsertProject(database.db, { id: 'bench', name: 'Bench', allowedOrigins: [] })
await seedDirectory(database)
const imported = await importListings(database, { data: listings })
const service = await startService(
  database,
  { chains: [], publicUrl: 'http://127.0.0.1' },
  { port: await getFreePort() },
)
const url = service.url
const client = 'projectId=bench&st=bench&sv=0&clientId=bench'

async function timed(path: string): Promise<number> {
  const start = performance.now()
  const response = await fetch(`${url}${path}`)
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`)
  return performance.now() - start
}

// Warm-up: loads the directory into memory and lets the JIT settle.
for (let i = 0; i < 200; i++) await timed(`/getWallets?${client}&${queries[i % queries.length]}`)

console.log(`wallet search: ${imported.written} imported + seed, ${requests} requests per run`)
let failed = false
for (const concurrency of concurrencies) {
  const times: number[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        const i = next++
        times.push(await timed(`/getWallets?${client}&${queries[i % queries.length]}`))
      }
    }),
  )
  times.sort((a, b) => a - b)
  const at = (p: number) =>
    (times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0).toFixed(2)
  const p95 = Number(at(0.95))
  const verdict = p95 < BUDGET_P95_MS ? 'PASS' : 'FAIL'
  if (verdict === 'FAIL') failed = true
  console.log(
    `concurrency ${concurrency}: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms — budget p95 < ${BUDGET_P95_MS} ms: ${verdict}`,
  )
}
await service.stop()
await database.close()
process.exit(check && failed ? 1 : 0)

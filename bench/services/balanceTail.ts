// Where the cached balance's tail comes from (issue 37): the cached read at 1,000 req/s, with the indexer on
// and off, beside the server's event-loop delay in the same 10 s (perf_hooks). A p99 that follows the loop's
// stalls and falls without the indexer is the indexer's work on the request path's thread (PGlite runs its
// queries in that thread).
//
// With --profile, each phase's CPU profile over the measured seconds is written to
// bench/results/balanceTail-<phase>.cpuprofile and its functions with the most self time are printed.
//
//   cd bench && npx tsx services/balanceTail.ts [--seconds 10] [--profile]
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'

const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 10
const root = fileURLToPath(new URL('../..', import.meta.url))
const query = 'projectId=load&st=bench&sv=0&clientId=load'
const profile = process.argv.includes('--profile')

type CpuProfile = {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[]
  samples: number[]
  timeDeltas: number[]
}

/** The functions with the most self time in a .cpuprofile: `[name (file:line), ms]`, most first. */
function topSelfTime(file: string, count = 12): [string, number][] {
  const { nodes, samples, timeDeltas } = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile
  const byId = new Map(nodes.map((node) => [node.id, node.callFrame]))
  const totals = new Map<string, number>()
  samples.forEach((id, index) => {
    const frame = byId.get(id)
    const name = `${frame?.functionName || '(anonymous)'} (${frame?.url.split('/').slice(-2).join('/')}:${frame?.lineNumber})`
    totals.set(name, (totals.get(name) ?? 0) + (timeDeltas[index] ?? 0) / 1000)
  })
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => [name, Math.round(ms)])
}

async function phase(name: string, env: Record<string, string>) {
  const profileFile = fileURLToPath(
    new URL(`../results/balanceTail-${name.replace(/\W+/g, '-')}.cpuprofile`, import.meta.url),
  )
  if (profile) env.FOYER_BENCH_CPU_PROFILE = profileFile
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./server.ts', import.meta.url))],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } },
  )
  const lines: string[] = []
  const waiting: ((line: string) => void)[] = []
  createInterface({ input: server.stdout }).on('line', (line) => {
    if (!line.startsWith('{')) return
    const next = waiting.shift()
    if (next) next(line)
    else lines.push(line)
  })
  const nextLine = () =>
    new Promise<string>((resolve) => {
      const line = lines.shift()
      if (line) resolve(line)
      else waiting.push(resolve)
    })
  try {
    const ready = JSON.parse(await nextLine()) as { url: string; account: string }
    const url = `${ready.url}/v1/account/${ready.account}/balance?${query}`
    await fetch(url)
    const options = { url, connections: 50, overallRate: 1000 }
    await autocannon({ ...options, duration: 3 })
    server.kill('SIGUSR2')
    await nextLine()
    const result = await autocannon({ ...options, duration: seconds })
    server.kill('SIGUSR2')
    const stats = JSON.parse(await nextLine()) as { loop: object; heapMb: number }
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
    server.kill('SIGTERM')
  }
}

const results = [
  await phase('indexer on', {}),
  await phase('indexer off', { FOYER_BENCH_NO_INDEXER: '1' }),
]
for (const result of results) console.log(JSON.stringify(result))
process.exit(0)

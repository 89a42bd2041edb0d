// `npx tsx src/pressProfile.ts [--rounds N] [--functions] [--top N] [--save folder] name=folder[:app] …`
// Where the press's main-thread CPU goes (issue 38 point 5): loads each built app in turn (interleaved round
// by round, unthrottled), presses its connect button as latency.ts does (held 100 ms), and reads a Chromium
// trace: the press's CPU (mainThread.ts, the figure the CI check decides on), its self thread time by trace
// event (script, style, layout, paint…), and with --functions by JavaScript function (V8's sampling profiler;
// build without minifying to read the names). `folder` is a build's output (an app's dist); `app` names the
// selectors to use (apps.ts), `foyer` by default, `baseline` for the plain dialog.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright-core'
import { APPS, BENCH_DIR } from './apps.js'
import { CHROMIUM, CHROMIUM_ARGS } from './latency.js'
import { MARKS, mainThreadCpu, type TraceEvent } from './mainThread.js'
import { pressBreakdown, type SampledProfile, selfTimeByFunction } from './pressBreakdown.js'
import { serveStatic } from './serve.js'
import { median } from './stats.js'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: 'string', default: '7' },
    functions: { type: 'boolean', default: false },
    top: { type: 'string', default: '15' },
    save: { type: 'string' },
  },
})
const rounds = Number(values.rounds)
const top = Number(values.top)
if (!(rounds >= 1) || !(top >= 1) || !positionals.length)
  throw new Error('usage: pressProfile.ts [--rounds N] [--functions] name=folder[:app] …')
const builds = positionals.map((arg) => {
  const match = /^([^=]+)=([^:]+)(?::(.+))?$/.exec(arg)
  if (!match) throw new Error(`not name=folder[:app]: ${arg}`)
  const [, name, folder, appName = 'foyer'] = match as unknown as [string, string, string, string?]
  const app = APPS.find((candidate) => candidate.name === appName)
  if (!app) throw new Error(`unknown app ${appName}`)
  return { name, folder, app }
})

const categories = [
  'toplevel',
  'blink.user_timing',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  ...(values.functions ? ['disabled-by-default-v8.cpu_profiler'] : []),
]
const probe = readFileSync(join(BENCH_DIR, 'src/probe.js'), 'utf8')
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
const servers = await Promise.all(builds.map((build) => serveStatic(build.folder)))
const press = new Map<string, number[]>(builds.map((build) => [build.name, []]))
const byEvent = new Map<string, Map<string, number>[]>(builds.map((build) => [build.name, []]))
const byFunction = new Map<string, Map<string, number>[]>(builds.map((build) => [build.name, []]))
try {
  for (let round = 0; round < rounds; round++) {
    for (let k = 0; k < builds.length; k++) {
      const index = (k + round) % builds.length
      const { name, app } = builds[index] as (typeof builds)[number]
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      try {
        await context.addInitScript({
          content: `${probe}\nbenchProbe(${JSON.stringify(app.button)}, ${JSON.stringify(app.firstView)})`,
        })
        const page = await context.newPage()
        await browser.startTracing(page, { categories })
        const announced = (mark: string) =>
          page.waitForEvent('console', { predicate: (m) => m.text() === mark, timeout: 60_000 })
        const button = announced(MARKS.button)
        await page.goto((servers[index] as { url: string }).url)
        await button
        // The page's own work after load (lazy chunks, the wallets' announcements) settles first.
        await page.waitForLoadState('networkidle')
        const firstView = announced(MARKS.firstView)
        await page.locator(app.button.join(' ')).first().click({ delay: 100 })
        await firstView
        const trace = await browser.stopTracing()
        if (values.save) writeFileSync(join(values.save, `${name}-${round + 1}.json`), trace)
        const events = readTrace(trace)
        const cpu = mainThreadCpu(events)
        if (cpu?.press == null) throw new Error(`${name}: a mark is missing from the trace`)
        press.get(name)?.push(cpu.press)
        const breakdown = pressBreakdown(events)
        byEvent.get(name)?.push(breakdown.byEvent)
        if (values.functions)
          byFunction.get(name)?.push(selfTimeByFunction(events, breakdown.window))
        console.log(`round ${round + 1} ${name}: press ${cpu.press.toFixed(1)} ms`)
      } finally {
        await context.close()
      }
    }
  }
} finally {
  await browser.close()
  for (const server of servers) await server.close()
}

/** Median per key over the loads (a key missing from a load counts 0 there), largest first. */
function medians(loads: Map<string, number>[]): [string, number][] {
  const keys = new Set(loads.flatMap((load) => [...load.keys()]))
  return [...keys]
    .map((key) => [key, median(loads.map((load) => load.get(key) ?? 0))] as [string, number])
    .sort((a, b) => b[1] - a[1])
}

for (const { name } of builds) {
  const values = press.get(name) as number[]
  console.log(
    `\n${name}: press main-thread CPU median ${median(values).toFixed(1)} ms (${values.map((v) => v.toFixed(0)).join(', ')})`,
  )
  console.log('  self thread time by trace event, ms (median of the loads):')
  for (const [event, ms] of medians(byEvent.get(name) as Map<string, number>[]).slice(0, top))
    console.log(`    ${ms.toFixed(2).padStart(7)}  ${event}`)
  if (values && byFunction.get(name)?.length) {
    console.log('  self time by function (sampled), ms (median of the loads):')
    for (const [fn, ms] of medians(byFunction.get(name) as Map<string, number>[]).slice(0, top))
      console.log(`    ${ms.toFixed(2).padStart(7)}  ${fn}`)
  }
}

function readTrace(buffer: Buffer): (TraceEvent & SampledProfile)[] {
  const parsed = JSON.parse(buffer.toString('utf8'))
  return Array.isArray(parsed) ? parsed : parsed.traceEvents
}

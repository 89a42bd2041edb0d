// `npm run bench [-- bundle|latency] [--runs N] [--nav-runs N] [--press-ms N] [--throttles 1,4] [--apps a,b] [--no-build] [--check]`
// Builds the apps (unless --no-build), measures, prints tables and checks the budgets. By default a run is
// a record: it writes results/*.json and, when every app was selected and built, the README's results
// section; budgets only print. With --check it is a verification (CI runs `bench:bundle -- --check`): it
// checks the budgets of what this run measured and nothing older (a bundle run adds paired page loads of
// the baseline and Foyer at 4× CPU: the JS fetched before the first click and the short latency check of
// pairedCheck.ts), writes its result files to a temporary folder and nothing into the repository, and
// exits 1 on any FAIL.
// A build that fails is a FAIL and exits 1 either way.
import { mkdtempSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { APPS, selectApps } from './apps.js'
import {
  buildsOutcome,
  bundleBudgets,
  checkBudgets,
  latencyBudgets,
  pairedLatencyBudgets,
} from './budgets.js'
import { buildApps } from './build.js'
import { compareEager, measureBundles, solanaModules } from './bundle.js'
import { measureLatency } from './latency.js'
import { machine } from './machine.js'
import { PAIRED_ROUNDS, PAIRED_THROTTLE } from './pairedCheck.js'
import { budgetReport, bundleReport, latencyReport, updateReadme } from './report.js'
import {
  type BudgetOutcome,
  type BundleFile,
  type LatencyFile,
  RESULTS_DIR,
  readResult,
  writeResult,
} from './results.js'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '5' },
    'nav-runs': { type: 'string', default: '60' },
    'press-ms': { type: 'string', default: '100' },
    throttles: { type: 'string', default: '1,4' },
    apps: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    check: { type: 'boolean', default: false },
  },
})
const which = positionals[0] ?? 'all'
if (!['all', 'bundle', 'latency'].includes(which)) throw new Error(`unknown benchmark "${which}"`)
const runs = Number(values.runs)
const navRuns = Number(values['nav-runs'])
const pressMs = Number(values['press-ms'])
const throttles = (values.throttles ?? '1').split(',').map(Number)
if (!(runs >= 1) || !(navRuns >= 0) || !(pressMs >= 0) || throttles.some((rate) => !(rate >= 1)))
  throw new Error('bad --runs, --nav-runs, --press-ms or --throttles')

const apps = selectApps(values.apps?.split(',').filter(Boolean))
const check = values.check
const resultsDir = check ? mkdtempSync(join(tmpdir(), 'foyer-bench-check-')) : RESULTS_DIR
const { built, failed } = values['no-build'] ? { built: apps, failed: [] } : await buildApps(apps)
const byName = (name: string) => built.find((app) => app.name === name)
const measuredAt = new Date().toISOString()
const sections: string[] = []
const outcomes: BudgetOutcome[] = values['no-build'] ? [] : [buildsOutcome(apps, failed)]

let bundle: BundleFile | null = null
if (which !== 'latency') {
  const on = byName('foyer-all-on')
  const off = byName('foyer-all-off')
  const evmHost = byName('foyer')
  bundle = {
    measuredAt,
    machine: machine(),
    apps: measureBundles(built),
    features: on && off ? compareEager(on, off) : null,
    evmHostSolanaModules: evmHost ? solanaModules(evmHost) : null,
    failedBuilds: failed,
  }
  writeResult('bundle', bundle, resultsDir)
  const report = bundleReport(bundle)
  console.log(`\n${report}`)
  sections.push(`### Bundle cost\n\n${report}`)
} else if (!check) {
  const last = readResult<BundleFile>('bundle')
  if (last) sections.push(`### Bundle cost\n\n${bundleReport(last)}`)
}

let latency: LatencyFile | null = null
if (which !== 'bundle') {
  console.log(
    `\n[bench] latency: ${runs} run(s) per app at ${throttles.map((t) => `${t}×`).join(', ')} CPU`,
  )
  const { results, chromium } = await measureLatency(built, {
    runs,
    navRuns,
    pressMs,
    throttles,
    onRun: (line) => console.log(`  ${line}`),
  })
  latency = {
    measuredAt,
    machine: { ...machine(), chromium },
    runs,
    navRuns,
    pressMs,
    idleMs: 2000,
    results,
    failedBuilds: failed,
  }
  writeResult('latency', latency, resultsDir)
  const report = latencyReport(latency)
  console.log(`\n${report}`)
  sections.push(`### Modal latency and what loads before the click\n\n${report}`)
} else if (!check) {
  const last = readResult<LatencyFile>('latency')
  if (last)
    sections.push(`### Modal latency and what loads before the click\n\n${latencyReport(last)}`)
}

if (!check) {
  // A record: budgets from the freshest results of each kind (a partial run reuses the other kind's last file).
  outcomes.push(
    ...checkBudgets(readResult<BundleFile>('bundle'), readResult<LatencyFile>('latency')),
  )
} else {
  if (bundle) outcomes.push(...bundleBudgets(bundle))
  if (latency) outcomes.push(...latencyBudgets(latency))
  else {
    // A bundle check: what the page fetches before the first click, and the short latency check (paired
    // loads of the baseline and Foyer at 4× CPU, pairedCheck.ts), from the same page loads.
    const probed = built.filter((app) => app.name === 'baseline' || app.name === 'foyer')
    console.log(
      `\n[bench] JS before the first click and the short latency check: ${PAIRED_ROUNDS} paired loads of the baseline and Foyer at ${PAIRED_THROTTLE}× CPU, main thread traced`,
    )
    try {
      const load = loadavg()[0] ?? 0
      console.log(
        `  load average ${load.toFixed(1)} (main-thread CPU is the verdict's figure: it moves little with it)`,
      )
      const { results } =
        probed.length === 2
          ? await measureLatency(probed, {
              runs: PAIRED_ROUNDS,
              navRuns: 0,
              pressMs,
              throttles: [PAIRED_THROTTLE],
              mainThreadCpu: true,
              onRun: (line) => console.log(`  ${line}`),
            })
          : { results: [] }
      for (const result of results)
        console.log(`  ${result.app}: ${(result.median.jsBeforeClick / 1000).toFixed(1)} kB gzip`)
      outcomes.push(
        ...latencyBudgets(
          { results, failedBuilds: failed },
          { timing: false, throttles: [PAIRED_THROTTLE] },
        ),
        ...pairedLatencyBudgets(results),
      )
    } catch (error) {
      const detail = error instanceof Error ? error.message.split('\n')[0] : String(error)
      outcomes.push({
        name: 'JS fetched before the first click',
        status: 'FAIL',
        detail: `not measured: ${detail}`,
      })
    }
  }
}
writeResult('budgets', { measuredAt, budgets: outcomes }, resultsDir)
const budgets = budgetReport(outcomes)
console.log(`\nBudgets:\n${budgets}`)
sections.push(`### Budgets\n\n${budgets}`)
// Only a recording run over every app, all built, rewrites the README's results.
if (!check && apps.length === APPS.length && !failed.length && updateReadme(sections.join('\n\n')))
  console.log('\n[bench] README.md updated')

const count = (status: BudgetOutcome['status']) =>
  outcomes.filter((outcome) => outcome.status === status).length
if (check)
  console.log(
    `\n[bench] check: ${count('PASS')} passed, ${count('SKIP')} skipped, ${count('FAIL')} failed (result files in ${resultsDir})`,
  )
if (failed.length || (check && count('FAIL'))) process.exit(1)
process.exit(0)

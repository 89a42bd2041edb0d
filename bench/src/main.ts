// `npm run bench [-- bundle|latency] [--runs N] [--nav-runs N] [--press-ms N] [--throttles 1,4] [--apps a,b] [--no-build] [--check]`
// Builds the apps (unless --no-build), measures, prints tables, writes results/*.json and the README's
// results section, and checks the budgets (exit code 1 on a FAIL only with --check).
import { parseArgs } from 'node:util'
import { APPS, selectApps } from './apps.js'
import { checkBudgets } from './budgets.js'
import { buildApps } from './build.js'
import { compareEager, measureBundles } from './bundle.js'
import { measureLatency } from './latency.js'
import { machine } from './machine.js'
import { budgetReport, bundleReport, latencyReport, updateReadme } from './report.js'
import { type BundleFile, type LatencyFile, readResult, writeResult } from './results.js'

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
const { built, failed } = values['no-build'] ? { built: apps, failed: [] } : await buildApps(apps)
const byName = (name: string) => built.find((app) => app.name === name)
const measuredAt = new Date().toISOString()
const sections: string[] = []

if (which !== 'latency') {
  const on = byName('foyer-all-on')
  const off = byName('foyer-all-off')
  const file: BundleFile = {
    measuredAt,
    machine: machine(),
    apps: measureBundles(built),
    features: on && off ? compareEager(on, off) : null,
    failedBuilds: failed,
  }
  writeResult('bundle', file)
  const report = bundleReport(file)
  console.log(`\n${report}`)
  sections.push(`### Bundle cost\n\n${report}`)
} else {
  const last = readResult<BundleFile>('bundle')
  if (last) sections.push(`### Bundle cost\n\n${bundleReport(last)}`)
}

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
  const file: LatencyFile = {
    measuredAt,
    machine: { ...machine(), chromium },
    runs,
    navRuns,
    pressMs,
    idleMs: 2000,
    results,
    failedBuilds: failed,
  }
  writeResult('latency', file)
  const report = latencyReport(file)
  console.log(`\n${report}`)
  sections.push(`### Modal latency and what loads before the click\n\n${report}`)
} else {
  const last = readResult<LatencyFile>('latency')
  if (last)
    sections.push(`### Modal latency and what loads before the click\n\n${latencyReport(last)}`)
}

// Budgets from the freshest results of each kind (a partial run reuses the other kind's last file).
const outcomes = checkBudgets(readResult<BundleFile>('bundle'), readResult<LatencyFile>('latency'))
writeResult('budgets', { measuredAt, budgets: outcomes })
const budgets = budgetReport(outcomes)
console.log(`\nBudgets:\n${budgets}`)
sections.push(`### Budgets\n\n${budgets}`)
// Only a run over every app rewrites the README's results.
if (apps.length === APPS.length && updateReadme(sections.join('\n\n')))
  console.log('\n[bench] README.md updated')

const failedBudgets = outcomes.filter((outcome) => outcome.status === 'FAIL')
if (values.check && (failedBudgets.length || failed.length)) process.exit(1)
process.exit(0)

// Turns result files into Markdown: printed after a run and written into bench/README.md between markers.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { BENCH_DIR } from './apps.js'
import { describeMachine } from './machine.js'
import type { BudgetOutcome, BundleFile, LatencyFile } from './results.js'
import { kb } from './size.js'
import { ms, signedKb, table } from './table.js'

/** The bundle table and the feature check. */
export function bundleReport(file: BundleFile): string {
  const rows = file.apps.map((app) => [
    app.label,
    kb(app.eager.raw),
    kb(app.eager.gzip),
    app.cost ? signedKb(app.cost.gzip) : '—',
    app.cost ? signedKb(app.cost.raw) : '—',
    String(app.eager.files),
    kb(app.lazy.raw),
    kb(app.lazy.gzip),
    String(app.lazy.files),
  ])
  const lines = [
    `Bundle cost, kB (1000 bytes) of JavaScript; gzip at level 6. Measured ${file.measuredAt} on ${describeMachine(file.machine)}.`,
    '',
    table(
      [
        'app',
        'eager raw',
        'eager gzip',
        'cost gzip',
        'cost raw',
        'eager files',
        'lazy raw',
        'lazy gzip',
        'lazy files',
      ],
      rows,
    ),
  ]
  const breakdowns = file.apps.filter(
    (app) => app.costByPackage.length && !app.app.startsWith('foyer-'),
  )
  if (breakdowns.length) {
    lines.push(
      '',
      'What the cost is made of (eager modules the baseline lacks, kB of rendered code before minification, largest first):',
      '',
    )
    for (const app of breakdowns)
      lines.push(
        `- ${app.label}: ${app.costByPackage.map(([name, bytes]) => `${name} ${kb(bytes)}`).join(', ')}`,
      )
  }
  if (file.features) {
    const f = file.features
    lines.push(
      '',
      f.identical
        ? `Foyer, all features on vs all off: the eager JavaScript is identical module for module (${f.modules} modules, ${kb(f.bytes)} kB rendered; only the host's own file, which holds the \`features\` object, differs).`
        : `Foyer, all features on vs all off: eager JavaScript DIFFERS in ${f.differences.length} module(s):\n${f.differences.map((d) => `- ${d}`).join('\n')}`,
    )
  }
  if (file.failedBuilds.length) lines.push('', `Failed to build: ${file.failedBuilds.join(', ')}.`)
  return lines.join('\n')
}

/** One latency table per CPU throttling rate. */
export function latencyReport(file: LatencyFile): string {
  const lines = [
    `Latency: median of ${file.runs} runs${file.navRuns ? ` (navigation → button: of those and, for the baseline and Foyer's builds, ${file.navRuns} more page loads that stop once the button shows)` : ''}, headless Chromium, served gzip-compressed on loopback, every other host blocked; the click comes after ${file.idleMs / 1000} s without a response, its press held ${file.pressMs ?? 0} ms (mousedown → mouseup). Measured ${file.measuredAt} on ${describeMachine(file.machine)}.`,
  ]
  for (const throttle of [...new Set(file.results.map((result) => result.throttle))]) {
    const results = file.results.filter((result) => result.throttle === throttle)
    const baseline = results.find((result) => result.app === 'baseline')
    lines.push(
      '',
      throttle === 1 ? 'No CPU throttling:' : `${throttle}× CPU throttling:`,
      '',
      table(
        [
          'app',
          'nav → button ms',
          'click → first view ms',
          'JS before click gzip kB',
          'over baseline kB',
          'JS on click kB',
          'blocked hosts',
        ],
        results.map((result) => [
          result.label,
          ms(result.median.navToButton),
          ms(result.median.clickToFirstView),
          kb(result.median.jsBeforeClick),
          baseline && result !== baseline
            ? signedKb(result.median.jsBeforeClick - baseline.median.jsBeforeClick)
            : '—',
          kb(result.median.jsAfterClick),
          result.blockedHosts.join(', ') || '—',
        ]),
        [0, 6],
      ),
    )
  }
  if (file.failedBuilds.length)
    lines.push('', `Not measured (failed to build): ${file.failedBuilds.join(', ')}.`)
  return lines.join('\n')
}

/** The budgets as a list. */
export function budgetReport(outcomes: readonly BudgetOutcome[]): string {
  return outcomes
    .map((outcome) => `- **${outcome.status}** ${outcome.name}: ${outcome.detail}`)
    .join('\n')
}

const START = '<!-- bench:results:start -->'
const END = '<!-- bench:results:end -->'

/** Replaces the results section of bench/README.md, if the markers are there. */
export function updateReadme(markdown: string): boolean {
  const readme = join(BENCH_DIR, 'README.md')
  if (!existsSync(readme)) return false
  const text = readFileSync(readme, 'utf8')
  const start = text.indexOf(START)
  const end = text.indexOf(END)
  if (start < 0 || end < start) return false
  writeFileSync(
    readme,
    `${text.slice(0, start + START.length)}\n\n${markdown}\n\n${text.slice(end)}`,
  )
  return true
}

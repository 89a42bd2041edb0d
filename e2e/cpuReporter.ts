import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/**
 * A measurement, not a check: the CPU seconds (user + system) each test cost the whole process tree of this
 * run — the runner with the services its global setup starts in-process, the devnet, the workers and their
 * browsers — read from /proc when the test begins and ends (issue 38: on a shared 2-core machine wall time
 * follows the others' load, CPU seconds do not). Exact only with one test at a time (`--workers 1`, one
 * project); with lanes side by side each test also counts what the others spent meanwhile. A process that
 * exits without a parent in the tree to reap it takes its CPU out of the sum (a test can then show less
 * than nothing).
 *
 *   FOYER_E2E_CPU_REPORT=cpu.json npx playwright test -c e2e/playwright.config.ts --project views
 *
 * Prints the slowest tests by CPU and each spec's sum, and writes every row into the file named.
 */
export default class CpuReporter implements Reporter {
  private readonly started = new Map<TestCase, number>()
  private readonly rows: { test: string; project: string; cpu: number; wall: number }[] = []
  private readonly runStarted = treeCpuSeconds()

  onTestBegin(test: TestCase): void {
    this.started.set(test, treeCpuSeconds())
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const before = this.started.get(test)
    if (before === undefined) return
    this.rows.push({
      test: `${test.location.file.split('/').pop()} › ${test.titlePath().slice(3).join(' › ')}`,
      project: test.parent.project()?.name ?? '',
      cpu: treeCpuSeconds() - before,
      wall: result.duration / 1000,
    })
  }

  onEnd(result: FullResult): void {
    const total = treeCpuSeconds() - this.runStarted
    const inTests = this.rows.reduce((sum, row) => sum + row.cpu, 0)
    const bySpec = new Map<string, { cpu: number; wall: number }>()
    for (const row of this.rows) {
      const spec = row.test.split(' › ')[0] as string
      const sum = bySpec.get(spec) ?? { cpu: 0, wall: 0 }
      bySpec.set(spec, { cpu: sum.cpu + row.cpu, wall: sum.wall + row.wall })
    }
    const lines = [
      `\n[cpu] ${result.status}: ${total.toFixed(1)} s of CPU since the reporter started, ${inTests.toFixed(1)} s inside tests`,
      '[cpu] per spec (CPU s, wall s):',
      ...[...bySpec]
        .sort((a, b) => b[1].cpu - a[1].cpu)
        .map(
          ([spec, { cpu, wall }]) =>
            `${cpu.toFixed(1).padStart(8)} ${wall.toFixed(1).padStart(8)}  ${spec}`,
        ),
      '[cpu] slowest tests (CPU s, wall s):',
      ...[...this.rows]
        .sort((a, b) => b.cpu - a.cpu)
        .slice(0, 15)
        .map(
          (row) =>
            `${row.cpu.toFixed(1).padStart(8)} ${row.wall.toFixed(1).padStart(8)}  [${row.project}] ${row.test}`,
        ),
    ]
    console.log(lines.join('\n'))
    const file = process.env.FOYER_E2E_CPU_REPORT
    if (file) writeFileSync(file, JSON.stringify({ total, rows: this.rows }, null, 2))
  }

  printsToStdio(): boolean {
    return true
  }
}

const TICKS_PER_SECOND = 100

/**
 * CPU seconds of this process and every live descendant, each with its reaped children's (a process that
 * exited and was waited for counts in its parent's cutime/cstime). Linux only (/proc).
 */
function treeCpuSeconds(): number {
  const parents = new Map<number, number>()
  const ticks = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    let stat: string
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
    } catch {
      continue // exited meanwhile
    }
    // The command name (field 2) may hold spaces and parentheses: the fields after its last ')' are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const pid = Number(entry)
    parents.set(pid, Number(fields[1]))
    // utime, stime, cutime, cstime: fields 14–17 of stat, 12–15 after the name.
    ticks.set(
      pid,
      [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0),
    )
  }
  let total = 0
  for (const [pid, own] of ticks) {
    for (let at: number | undefined = pid; at !== undefined && at > 1; at = parents.get(at))
      if (at === process.pid) {
        total += own
        break
      }
  }
  return total / TICKS_PER_SECOND
}

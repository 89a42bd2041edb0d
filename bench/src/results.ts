// The result files under bench/results/: small JSON, meant to be committed.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { BENCH_DIR } from './apps.js'
import type { BundleResult, EagerComparison } from './bundle.js'
import type { LatencyResult } from './latency.js'
import type { Machine } from './machine.js'

export const RESULTS_DIR = join(BENCH_DIR, 'results')

/** results/bundle.json */
export type BundleFile = {
  measuredAt: string
  machine: Machine
  apps: BundleResult[]
  /** Foyer with every feature on versus every feature off, eager modules compared. */
  features: EagerComparison | null
  failedBuilds: string[]
}

/** results/latency.json */
export type LatencyFile = {
  measuredAt: string
  machine: Machine
  runs: number
  /** Extra navigation-only page loads per app and rate (older files lack it). */
  navRuns?: number
  /** How long each click's press lasted, mousedown → mouseup (older files lack it: 0). */
  pressMs?: number
  idleMs: number
  results: LatencyResult[]
  failedBuilds: string[]
}

/** results/budgets.json */
export type BudgetsFile = { measuredAt: string; budgets: BudgetOutcome[] }

/** One budget's verdict. */
export type BudgetOutcome = { name: string; status: 'PASS' | 'FAIL' | 'SKIP'; detail: string }

const path = (name: string) => join(RESULTS_DIR, `${name}.json`)

export function writeResult(name: 'bundle' | 'latency' | 'budgets', data: unknown): void {
  mkdirSync(RESULTS_DIR, { recursive: true })
  writeFileSync(path(name), `${JSON.stringify(data, null, 2)}\n`)
}

export function readResult<T>(name: 'bundle' | 'latency' | 'budgets'): T | null {
  return existsSync(path(name)) ? (JSON.parse(readFileSync(path(name), 'utf8')) as T) : null
}

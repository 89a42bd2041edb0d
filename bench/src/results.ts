// The result files under bench/results/: small JSON, meant to be committed (a `--check` run writes its
// own to a temporary folder instead).
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
  /** Solana modules in the EVM-only Foyer host's build (older files lack it). */
  evmHostSolanaModules?: string[] | null
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

/** One budget's verdict; INFO is a figure kept for the reader, never a verdict (the run passes either way). */
export type BudgetOutcome = {
  name: string
  status: 'PASS' | 'FAIL' | 'SKIP' | 'INFO'
  detail: string
}

type ResultName = 'bundle' | 'latency' | 'budgets'
const path = (name: ResultName, dir: string) => join(dir, `${name}.json`)

export function writeResult(name: ResultName, data: unknown, dir = RESULTS_DIR): void {
  mkdirSync(dir, { recursive: true })
  writeFileSync(path(name, dir), `${JSON.stringify(data, null, 2)}\n`)
}

export function readResult<T>(name: ResultName, dir = RESULTS_DIR): T | null {
  const file = path(name, dir)
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null
}

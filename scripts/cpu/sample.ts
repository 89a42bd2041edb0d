// The CPU seconds a command's whole process tree spends, by family of process (Vitest, Playwright, Chromium,
// the devnet, PostgreSQL, builds…), sampled from /proc every few seconds (issue 38, bench/README.md "Session
// 33"). CPU seconds, unlike wall time, hardly change with what else runs on the machine.
//
//   node --import tsx scripts/cpu/sample.ts [--every 2] [--out samples.jsonl] -- npx vitest run --project chain
//   node --import tsx scripts/cpu/sample.ts --pid 1234 [--group 1234]     (a tree already running, until it ends)
//
// With a command, it runs in a process group of its own and the sampler's exit code is the command's; its
// total is exact (the sampler reaps the command, so its cutime holds the whole tree) and each family's
// share is as of the last sample. Prints a table when the tree ends; `--out` writes one line per sample
// (seconds since the start, CPU so far per family, the machine's busy cores since the last sample).
import { spawn } from 'node:child_process'
import { appendFileSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { parseArgs } from 'node:util'
import { FAMILIES } from './family.js'
import { readMachineTicks, readProcessTable, readSelf } from './processTable.js'
import { TreeCpu } from './treeCpu.js'

const TICKS_PER_SECOND = 100
const { values, positionals } = parseArgs({
  options: {
    every: { type: 'string', default: '2' },
    out: { type: 'string' },
    pid: { type: 'string' },
    group: { type: 'string' },
  },
  allowPositionals: true,
})
const every = Number(values.every) * 1000
if (!(every > 0))
  throw new Error(`--every must be a positive number of seconds, got ${values.every}`)
if (values.pid === undefined && positionals.length === 0)
  throw new Error('Give a command after `--`, or `--pid <pid>` of a running tree')

const command =
  positionals.length > 0
    ? spawn(positionals[0] as string, positionals.slice(1), { stdio: 'inherit', detached: true })
    : undefined
const rootPid = command?.pid ?? Number(values.pid)
if (!Number.isInteger(rootPid)) throw new Error(`Not a pid: ${values.pid}`)
const group = values.group === undefined ? command?.pid : Number(values.group)
if (command)
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => process.kill(-rootPid, signal))

const tree = new TreeCpu(rootPid, group)
const started = Date.now()
const machineAtStart = readMachineTicks()
const reapedBefore = readSelf().reaped
if (values.out) writeFileSync(values.out, '')
let machine = machineAtStart
const sample = () => {
  tree.observe(readProcessTable())
  const now = readMachineTicks()
  const busyCores = (now.busy - machine.busy) / Math.max(1, now.total - machine.total)
  machine = now
  if (values.out) {
    const cpu = Object.fromEntries(
      Object.entries(tree.byFamily(TICKS_PER_SECOND)).map(([family, { own, reaped }]) => [
        family,
        Number((own + reaped).toFixed(2)),
      ]),
    )
    const line = { s: (Date.now() - started) / 1000, cpu, machineBusy: busyCores }
    appendFileSync(values.out, `${JSON.stringify(line)}\n`)
  }
}

const exited = command
  ? new Promise<number>((resolve) =>
      command.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))),
    )
  : undefined
sample()
const timer = setInterval(() => {
  sample()
  if (!command && !tree.running) finish(0)
}, every)
exited?.then((code) => finish(code))

function finish(code: number): void {
  clearInterval(timer)
  const wall = (Date.now() - started) / 1000
  const cpu = tree.byFamily(TICKS_PER_SECOND)
  const sum = FAMILIES.reduce((total, family) => total + cpu[family].own + cpu[family].reaped, 0)
  // The command reaped: this process's cutime grew by the whole tree's CPU (but what escaped it).
  const exact = command
    ? (readSelf().reaped - reapedBefore) / TICKS_PER_SECOND + tree.escapedSeconds(TICKS_PER_SECOND)
    : undefined
  const end = readMachineTicks()
  const machineCores =
    ((end.busy - machineAtStart.busy) / Math.max(1, end.total - machineAtStart.total)) *
    availableParallelism()
  const row = (name: string, own: number, reaped: number) =>
    `[cpu] ${name.padEnd(28)} ${own.toFixed(1).padStart(9)} ${reaped.toFixed(1).padStart(9)} ${(own + reaped).toFixed(1).padStart(9)}`
  const lines = [
    `\n[cpu] ${wall.toFixed(1)} s wall, ${tree.seen} processes seen, a sample every ${every / 1000} s`,
    `[cpu] ${'family'.padEnd(28)} ${'own (s)'.padStart(9)} ${'reaped'.padStart(9)} ${'total'.padStart(9)}`,
    ...FAMILIES.filter((family) => cpu[family].own + cpu[family].reaped > 0).map((family) =>
      row(family, cpu[family].own, cpu[family].reaped),
    ),
    `[cpu] sum of the samples: ${sum.toFixed(1)} s = ${(sum / wall).toFixed(2)} cores on average`,
    ...(exact === undefined
      ? []
      : [
          `[cpu] the tree's total (what the sampler reaped, and what escaped it as last seen): ${exact.toFixed(1)} s; of it after the last sample: ${(exact - sum).toFixed(1)} s`,
        ]),
    '[cpu] the costliest commands (CPU s, processes, command line with numbers masked):',
    ...tree
      .byCommand(15, TICKS_PER_SECOND)
      .map(
        ({ command, processes, seconds }) =>
          `[cpu] ${seconds.toFixed(1).padStart(8)} ${String(processes).padStart(4)}  ${command}`,
      ),
    `[cpu] the whole machine meanwhile: ${machineCores.toFixed(2)} of ${availableParallelism()} cores busy on average`,
  ]
  console.log(lines.join('\n'))
  process.exit(code)
}

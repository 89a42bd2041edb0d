import { describe, expect, test } from 'vitest'
import { familyOf } from './family.js'
import { type ProcessReading, parseStat, readProcessTable, readSelf } from './processTable.js'
import { TreeCpu } from './treeCpu.js'

const reading = (
  fields: Partial<ProcessReading> & { pid: number; ppid: number },
): ProcessReading => ({
  pgid: fields.pid,
  start: fields.pid * 10,
  comm: 'node',
  cmd: 'node script.js',
  own: 0,
  reaped: 0,
  ...fields,
})

describe('parseStat', () => {
  test('reads the fields after a name holding spaces and parentheses', () => {
    // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime
    // priority nice threads itrealvalue starttime …
    const stat = '4242 (a (b) c) S 7 4242 4242 0 -1 0 1 2 3 4 150 50 30 20 20 0 1 0 98765 0 0'
    expect(parseStat(stat, 'a b')).toEqual({
      pid: 4242,
      ppid: 7,
      pgid: 4242,
      start: 98765,
      comm: 'a (b) c',
      cmd: 'a b',
      own: 200,
      reaped: 50,
    })
  })

  test("this process's own reading is in the table, with the CPU it has spent", () => {
    const self = readSelf()
    const inTable = readProcessTable().find((process) => process.pid === self.pid)
    expect(inTable?.start).toBe(self.start)
    expect(self.own).toBeGreaterThan(0)
  })
})

describe('familyOf', () => {
  test.each([
    ['postgres', '/usr/lib/postgresql/15/bin/postgres -D /tmp/x', 'postgres'],
    ['postgres', 'postgres: postgres foyer_test_1 127.0.0.1(5432) idle', 'postgres'],
    ['anvil', '/root/.foundry/bin/anvil --port 1', 'devnet (anvil)'],
    ['chromium', '/usr/lib/chromium/chromium --type=renderer', 'chromium'],
    ['node', '/usr/bin/node /repo/node_modules/vitest/dist/workers/forks.js', 'vitest'],
    ['node', 'node /repo/node_modules/.bin/vitest run --project chain', 'vitest'],
    [
      'node',
      '/usr/bin/node /repo/node_modules/playwright/lib/worker/workerProcessEntry.js',
      'playwright',
    ],
    [
      'esbuild',
      '/repo/node_modules/@esbuild/linux-x64/bin/esbuild --service=0.25.0',
      'build (esbuild, vite, tsc)',
    ],
    ['node', 'node /repo/node_modules/.bin/vite build', 'build (esbuild, vite, tsc)'],
    ['node', 'node --import tsx services/api/src/cli.ts serve', 'node (other)'],
    ['bash', 'bash -c true', 'other'],
  ])('%s %s → %s', (comm, cmd, family) => {
    expect(familyOf(comm, cmd)).toBe(family)
  })
})

describe('TreeCpu', () => {
  test("counts the tree under the root by family, and not the machine's other processes", () => {
    const tree = new TreeCpu(10)
    tree.observe([
      reading({ pid: 10, ppid: 1, cmd: 'node vitest run', own: 100 }),
      reading({ pid: 11, ppid: 10, comm: 'anvil', cmd: 'anvil', own: 300 }),
      reading({ pid: 12, ppid: 11, comm: 'postgres', cmd: 'postgres -D x', own: 50 }),
      reading({ pid: 99, ppid: 1, comm: 'chromium', cmd: 'chromium', own: 5000 }),
    ])
    const cpu = tree.byFamily()
    expect(cpu.vitest.own).toBe(1)
    expect(cpu['devnet (anvil)'].own).toBe(3)
    expect(cpu.postgres.own).toBe(0.5)
    expect(cpu.chromium.own).toBe(0)
    expect(tree.seen).toBe(3)
  })

  test("an ended child keeps its family; what its parent reaped beyond it counts in the parent's", () => {
    const tree = new TreeCpu(10)
    const postmaster = reading({
      pid: 20,
      ppid: 10,
      comm: 'postgres',
      cmd: 'postgres -D x',
      own: 10,
    })
    tree.observe([
      reading({ pid: 10, ppid: 1, cmd: 'node vitest run', own: 100 }),
      postmaster,
      reading({ pid: 21, ppid: 20, comm: 'postgres', cmd: 'postgres: backend', own: 40 }),
      reading({ pid: 30, ppid: 10, comm: 'esbuild', cmd: 'esbuild --service', own: 200 }),
    ])
    // The backend ended and was reaped (40 seen, 45 spent; 5 more from one never seen); esbuild ended and was
    // reaped by the root (200 seen, 210 spent).
    tree.observe([
      reading({ pid: 10, ppid: 1, cmd: 'node vitest run', own: 120, reaped: 210 }),
      { ...postmaster, own: 12, reaped: 50 },
    ])
    const cpu = tree.byFamily()
    expect(cpu.postgres).toEqual({ own: 0.52, reaped: 0.1 })
    expect(cpu['build (esbuild, vite, tsc)']).toEqual({ own: 2, reaped: 0 })
    expect(cpu.vitest).toEqual({ own: 1.2, reaped: 0.1 })
    expect(tree.running).toBe(true)
  })

  test("a child that left its parent (daemonised) stays counted, and is not taken out of the parent's reaped", () => {
    const tree = new TreeCpu(10)
    tree.observe([
      reading({ pid: 10, ppid: 1, cmd: 'node vitest run', own: 100 }),
      reading({ pid: 11, ppid: 10, comm: 'postgres', cmd: 'postgres -D x', own: 30 }),
    ])
    tree.observe([
      reading({ pid: 10, ppid: 1, cmd: 'node vitest run', own: 100, reaped: 7 }),
      reading({ pid: 11, ppid: 1, comm: 'postgres', cmd: 'postgres -D x', own: 60 }),
    ])
    tree.observe([reading({ pid: 10, ppid: 1, cmd: 'node vitest run', own: 100, reaped: 7 })])
    const cpu = tree.byFamily()
    expect(cpu.postgres.own).toBe(0.6)
    expect(cpu.vitest.reaped).toBe(0.07)
    expect(tree.escapedSeconds()).toBe(0.6)
  })

  test("with a group, a process of that group counts though it is nobody's child in the tree; a pid's reuse doesn't", () => {
    const tree = new TreeCpu(10, 10)
    tree.observe([
      reading({ pid: 10, ppid: 1, cmd: 'node vitest run', own: 100 }),
      reading({ pid: 40, ppid: 1, pgid: 10, comm: 'anvil', cmd: 'anvil', own: 70 }),
    ])
    expect(tree.byFamily()['devnet (anvil)'].own).toBe(0.7)
    tree.observe([
      reading({ pid: 10, ppid: 1, pgid: 3, start: 1, comm: 'bash', cmd: 'bash', own: 5000 }),
    ])
    expect(tree.byFamily().other.own).toBe(0)
    expect(tree.running).toBe(false)
  })
})

test("byCommand sums a command's processes, numbers masked, costliest first", () => {
  const tree = new TreeCpu(10)
  tree.observe([
    reading({ pid: 10, ppid: 1, cmd: 'node vitest run', own: 100 }),
    reading({ pid: 20, ppid: 10, comm: 'postgres', cmd: 'postgres: db_1 idle', own: 150 }),
    reading({ pid: 21, ppid: 10, comm: 'postgres', cmd: 'postgres: db_2 idle', own: 250 }),
  ])
  expect(tree.byCommand(2)).toEqual([
    { command: 'postgres: db_# idle', processes: 2, seconds: 4 },
    { command: 'node vitest run', processes: 1, seconds: 1 },
  ])
})

test('a process that ended and awaits its reaping (no command line) keeps its family and command', () => {
  const tree = new TreeCpu(10)
  const worker = reading({ pid: 11, ppid: 10, cmd: 'node vitest/dist/workers/forks.js', own: 300 })
  tree.observe([reading({ pid: 10, ppid: 1, cmd: 'node vitest run' }), worker])
  tree.observe([
    reading({ pid: 10, ppid: 1, cmd: 'node vitest run' }),
    { ...worker, cmd: '', own: 320 },
  ])
  expect(tree.byFamily().vitest.own).toBe(3.2)
  expect(tree.byFamily()['node (other)'].own).toBe(0)
  expect(tree.byCommand(1)[0]?.command).toBe('node vitest/dist/workers/forks.js')
})

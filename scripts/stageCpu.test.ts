import { spawnSync } from 'node:child_process'
import { expect, test } from 'vitest'
import { childrenCpuSecondsOf, stageCpu } from './stageCpu.mjs'

test("a stage's CPU is read from the children's counters, after the command's name whatever it holds", () => {
  // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime …
  const line = '4242 (node (a) b) S 1 4242 4242 0 -1 4194304 10 20 0 0 700 300 12345 655 20 0 1 0'
  expect(childrenCpuSecondsOf(line)).toBe(130)
  expect(childrenCpuSecondsOf('4242 (x) S')).toBeUndefined()
})

test('since() counts the CPU of a child reaped between two calls', () => {
  if (process.platform !== 'linux') return
  const cpu = stageCpu()
  cpu.since()
  // A child that spins for 400 ms of its own CPU (not of the clock: a busy machine only makes it longer).
  spawnSync(process.execPath, [
    '-e',
    'const s=process.cpuUsage();while(process.cpuUsage(s).user<4e5){}',
  ])
  expect(cpu.since()).toBeGreaterThanOrEqual(0.4)
  expect(cpu.since()).toBe(0)
  expect(cpu.total()).toBeGreaterThanOrEqual(0.4)
})

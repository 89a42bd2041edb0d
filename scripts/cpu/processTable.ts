// One reading of Linux's process table (/proc): each process's parent, group, start and CPU ticks, for the
// CPU sampler (scripts/cpu/sample.ts, bench/README.md "Session 33").
import { readdirSync, readFileSync } from 'node:fs'

/** A process as /proc shows it at one moment; CPU in clock ticks (`getconf CLK_TCK`, 100 on Linux). */
export interface ProcessReading {
  pid: number
  ppid: number
  pgid: number
  /** Start time since boot, in ticks: with `pid`, what tells a process from a later one reusing its pid. */
  start: number
  /** The kernel's name for it (15 characters at most). */
  comm: string
  /** Its command line, arguments joined by spaces ('' for a zombie or a kernel thread). */
  cmd: string
  /** utime + stime: what the process itself spent. */
  own: number
  /** cutime + cstime: what its children spent that it reaped (waited for), theirs and their reaped ones'. */
  reaped: number
}

/** Parses /proc/<pid>/stat; the name (field 2) may hold spaces and parentheses, so fields count from its last ')'. */
export function parseStat(stat: string, cmd = ''): ProcessReading {
  const open = stat.indexOf('(')
  const close = stat.lastIndexOf(')')
  const fields = stat.slice(close + 2).split(' ')
  // After the name: state 0, ppid 1, pgrp 2, … utime 11, stime 12, cutime 13, cstime 14, … starttime 19.
  const field = (index: number) => Number(fields[index])
  return {
    pid: Number(stat.slice(0, open).trim()),
    ppid: field(1),
    pgid: field(2),
    start: field(19),
    comm: stat.slice(open + 1, close),
    cmd,
    own: field(11) + field(12),
    reaped: field(13) + field(14),
  }
}

/** Every process readable now (one that exits while it is read is left out). */
export function readProcessTable(): ProcessReading[] {
  const table: ProcessReading[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ').trim()
      table.push(parseStat(stat, cmd))
    } catch {
      // Exited between the listing and the read.
    }
  }
  return table
}

/** This process's own reading: after its child exited and was reaped, `reaped` holds that child's whole tree. */
export function readSelf(): ProcessReading {
  return parseStat(readFileSync('/proc/self/stat', 'utf8'))
}

/** The machine's busy and total ticks over all cores since boot (/proc/stat's first line). */
export function readMachineTicks(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] as string
  const ticks = line.split(/\s+/).slice(1).map(Number)
  const total = ticks.reduce((sum, value) => sum + value, 0)
  // idle and iowait are fields 4 and 5 of the line (indexes 3 and 4).
  return { busy: total - (ticks[3] ?? 0) - (ticks[4] ?? 0), total }
}

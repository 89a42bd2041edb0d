// How much CPU each stage of `npm test` spent, its whole process tree's: the kernel adds a child's user and
// system time, with that of every descendant it waited for, to its parent's "children" counters when the
// parent reaps it (/proc/self/stat, cutime and cstime). Each stage is a child of `npm test`, so the counters'
// growth at a stage's end is that stage's CPU (issue 38 point 3: the suite's CPU, not its wall time, bounds
// `.ci/run` on two cores). Two stages ending in the same moment may swap some of theirs. Linux only; elsewhere
// nothing is printed.
import { readFileSync } from 'node:fs'

/** Clock ticks per second of /proc's counters (USER_HZ, 100 on every Linux this runs on). */
const TICKS_PER_SECOND = 100

/**
 * The children's CPU seconds (user + system) in a /proc/<pid>/stat line. Its second field, the command's
 * name in parentheses, may itself hold spaces and parentheses: the fields are counted after the last ')'.
 */
export function childrenCpuSecondsOf(statLine) {
  const after = statLine
    .slice(statLine.lastIndexOf(')') + 2)
    .trim()
    .split(/\s+/)
  // After the name: state is field 3, so cutime (16) and cstime (17) are the 14th and 15th.
  const cutime = Number(after[13])
  const cstime = Number(after[14])
  return Number.isFinite(cutime) && Number.isFinite(cstime)
    ? (cutime + cstime) / TICKS_PER_SECOND
    : undefined
}

/** `since()` gives the children's CPU seconds added since its previous call (or the start). */
export function stageCpu() {
  const read = () => {
    try {
      return childrenCpuSecondsOf(readFileSync('/proc/self/stat', 'utf8'))
    } catch {
      return undefined
    }
  }
  const first = read()
  let last = first
  return {
    since() {
      const now = read()
      if (now === undefined || last === undefined) return undefined
      const spent = now - last
      last = now
      return spent
    },
    /** Every reaped stage's CPU and `npm test`'s own, since the start. */
    total() {
      const now = read()
      if (now === undefined || first === undefined) return undefined
      const own = process.cpuUsage()
      return now - first + (own.user + own.system) / 1e6
    },
  }
}

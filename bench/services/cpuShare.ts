// Where a benchmark's CPU went (Linux /proc): each process's and the machine's idle time over a window, so
// that a result can say whether a core was free for a second instance to use (issue 37).
import { readFileSync } from 'node:fs'

/** /proc's clock ticks are 1/100 s on Linux (`getconf CLK_TCK`). */
const TICK_MS = 10

const ticks = (fields: (string | undefined)[]) => fields.reduce((sum, f) => sum + Number(f ?? 0), 0)

/** CPU time a process has used (user + system), ms; 0 once it has ended. */
function processCpuMs(pid: number): number {
  try {
    // The fields after the command's ")": utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return ticks([fields[11], fields[12]]) * TICK_MS
  } catch {
    return 0
  }
}

/** The machine's idle time (idle + iowait) summed over its cores, ms, and its number of cores. */
function machineIdle(): { idleMs: number; cores: number } {
  const lines = readFileSync('/proc/stat', 'utf8').split('\n')
  const all = lines[0]?.split(/\s+/) ?? []
  return {
    idleMs: ticks([all[4], all[5]]) * TICK_MS,
    cores: lines.filter((line) => /^cpu\d/.test(line)).length,
  }
}

export type CpuShares = {
  /** Each named process's CPU over the window, in cores (1 = one core busy all along). */
  processes: Record<string, number>
  /** Cores left idle on the machine over the window, of `cores`. */
  idleCores: number
  cores: number
}

/** Starts a window; its `end()` says how busy `pids` and the machine were since. */
export function cpuWindow(pids: Record<string, number>) {
  const started = performance.now()
  const before = Object.fromEntries(Object.entries(pids).map(([n, pid]) => [n, processCpuMs(pid)]))
  const idleBefore = machineIdle()
  return {
    end(): CpuShares {
      const elapsed = performance.now() - started
      const round = (cores: number) => Math.round(cores * 100) / 100
      const processes = Object.fromEntries(
        Object.entries(pids).map(([n, pid]) => [
          n,
          round((processCpuMs(pid) - (before[n] ?? 0)) / elapsed),
        ]),
      )
      const idle = machineIdle()
      return {
        processes,
        idleCores: round((idle.idleMs - idleBefore.idleMs) / elapsed),
        cores: idle.cores,
      }
    },
  }
}

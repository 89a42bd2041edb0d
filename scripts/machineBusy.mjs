// How busy the whole machine was while a stage of `npm test` ran: the share of all cores' time spent
// outside idle and I/O wait, from /proc/stat sampled every 2 s (Linux; elsewhere nothing is printed).
// It says whether a stage's wall time was set by the CPU (≈100 %) or by waiting (issue 38 point 3: the
// suite's wall time per stage, and where a parallel lane would help).
import { readFileSync } from 'node:fs'

/** The machine's CPU counters now, in clock ticks summed over its cores: [busy, all]. */
function counters() {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? ''
    const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number)
    const [user, nice, system, , , irq, softirq, steal] = ticks // idle and iowait are the 4th and 5th
    const all = ticks.reduce((sum, value) => sum + value, 0)
    const busy = user + nice + system + irq + softirq + steal
    return Number.isFinite(all) && all > 0 ? { busy, all } : undefined
  } catch {
    return undefined
  }
}

/** Starts sampling; `busyBetween(start, end)` gives the busy share (0–1) between two `Date.now()`s. */
export function sampleMachineBusy(everyMs = 2000) {
  const samples = []
  const take = () => {
    const now = counters()
    if (now) samples.push({ at: Date.now(), ...now })
  }
  take()
  setInterval(take, everyMs).unref()
  /** The sample taken closest to the given time. */
  const nearest = (at) =>
    samples.reduce(
      (best, sample) =>
        !best || Math.abs(sample.at - at) < Math.abs(best.at - at) ? sample : best,
      undefined,
    )
  return {
    busyBetween(start, end) {
      take()
      const first = nearest(start)
      const last = nearest(end)
      if (!first || !last || last.all <= first.all) return undefined
      return (last.busy - first.busy) / (last.all - first.all)
    },
  }
}

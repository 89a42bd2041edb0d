// Main-thread CPU time of a page load and of a press, read from a Chromium trace. Wall time on a shared
// 2-core machine follows the other processes' load (a page waits for a core); the CPU time the page's own
// main thread spends is the work the page asks for, and moves far less with the load (bench/README.md,
// "The short latency check in CI"). The probe (probe.js) puts user-timing marks in the trace at the
// button's first frame, at the press (pointer down) and at the first view's first frame.

/** The fields of a Chromium trace event this module reads (times in microseconds). */
export type TraceEvent = {
  name: string
  cat: string
  ph: string
  ts: number
  dur?: number
  tdur?: number
  pid: number
  tid: number
}

/** The probe's marks, as the page names them. */
export const MARKS = {
  button: 'foyer-bench:button',
  press: 'foyer-bench:press',
  firstView: 'foyer-bench:first-view',
} as const

/** Main-thread CPU of one page load, milliseconds: to the button's first frame, and from the press to the first view's. */
export type MainThreadCpu = { navToButton: number; press: number | null }

const isTask = (event: TraceEvent) =>
  event.ph === 'X' && event.cat.split(',').includes('toplevel') && event.tdur !== undefined

const isMark = (event: TraceEvent, name: string) =>
  event.name === name && event.cat.split(',').includes('blink.user_timing')

/**
 * Sums the thread time of the top-level tasks of the page's main thread (the thread that made the marks):
 * every task that starts before the task holding the `to` mark ends, from the task holding the `from` mark
 * on (from the trace's start without one). Both ends' tasks count whole: the press's task is the pointer
 * event and what it starts, the first view's is the frame that paints it.
 */
function cpuBetween(
  events: readonly TraceEvent[],
  from: TraceEvent | null,
  to: TraceEvent,
): number {
  const tasks = events
    .filter((event) => event.pid === to.pid && event.tid === to.tid && isTask(event))
    .sort((a, b) => a.ts - b.ts)
  const holding = (mark: TraceEvent) =>
    tasks.find((task) => task.ts <= mark.ts && mark.ts <= task.ts + (task.dur ?? 0))
  const start = from ? (holding(from)?.ts ?? from.ts) : Number.NEGATIVE_INFINITY
  const end = holding(to)?.ts ?? to.ts
  const micros = tasks
    .filter((task) => task.ts >= start && task.ts <= end)
    .reduce((total, task) => total + (task.tdur as number), 0)
  return micros / 1000
}

/**
 * The page's main-thread CPU from its trace. Null when the button's mark is missing (the trace did not
 * cover the load); `press` is null when the load had no press or its view never showed.
 */
export function mainThreadCpu(events: readonly TraceEvent[]): MainThreadCpu | null {
  const mark = (name: string) => events.find((event) => isMark(event, name)) ?? null
  const button = mark(MARKS.button)
  if (!button) return null
  const press = mark(MARKS.press)
  const firstView = mark(MARKS.firstView)
  return {
    navToButton: cpuBetween(events, null, button),
    press: press && firstView ? cpuBetween(events, press, firstView) : null,
  }
}

/** The trace categories the figures need: top-level tasks with their thread time, and the marks. */
export const TRACE_CATEGORIES = ['toplevel', 'blink.user_timing']

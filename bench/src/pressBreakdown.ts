// What the press's main-thread CPU is made of, from the same Chromium trace as mainThread.ts: self thread
// time per trace event (a task's script, style, layout and paint events nest; each counts its own time,
// its children's apart), and self time per JavaScript function from V8's sampling profiler. Read by
// pressProfile.ts, a tool for finding what to cut (bench/README.md, "Where the press's time goes").
import { MARKS, type TraceEvent } from './mainThread.js'

/** The fields of V8's sampling profiler events this module reads (`disabled-by-default-v8.cpu_profiler`). */
export type SampledProfile = {
  id?: string
  args?: {
    data?: {
      startTime?: number
      timeDeltas?: number[]
      cpuProfile?: {
        nodes?: {
          id: number
          callFrame: { functionName: string; url: string; lineNumber: number }
        }[]
        samples?: number[]
      }
    }
  }
}

/** The press on one thread: from the start of the task holding its mark to the end of the first view's. */
export type PressWindow = { pid: number; tid: number; start: number; end: number }

const hasCategory = (event: TraceEvent, category: string) => event.cat.split(',').includes(category)

/** The press's window, or null when a mark is missing. */
export function pressWindow(events: readonly TraceEvent[]): PressWindow | null {
  const mark = (name: string) =>
    events.find((event) => event.name === name && hasCategory(event, 'blink.user_timing'))
  const [press, firstView] = [mark(MARKS.press), mark(MARKS.firstView)]
  if (!press || !firstView) return null
  const tasks = events.filter(
    (event) =>
      event.pid === press.pid &&
      event.tid === press.tid &&
      event.ph === 'X' &&
      hasCategory(event, 'toplevel'),
  )
  const holding = (at: TraceEvent) =>
    tasks.find((task) => task.ts <= at.ts && at.ts <= task.ts + (task.dur ?? 0))
  const first = holding(press)
  const last = holding(firstView)
  return {
    pid: press.pid,
    tid: press.tid,
    start: first?.ts ?? press.ts,
    end: last ? last.ts + (last.dur ?? 0) : firstView.ts,
  }
}

/**
 * Self thread time (ms) per trace event name within the press's window on its thread: each complete event's
 * thread time minus that of the events nested directly in it.
 */
export function pressBreakdown(events: readonly TraceEvent[]): {
  window: PressWindow
  byEvent: Map<string, number>
} {
  const window = pressWindow(events)
  if (!window) throw new Error('the press or the first view is not marked in the trace')
  const timed = events
    .filter(
      (event) =>
        event.pid === window.pid &&
        event.tid === window.tid &&
        event.ph === 'X' &&
        event.tdur !== undefined &&
        event.ts >= window.start &&
        event.ts <= window.end,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  const byEvent = new Map<string, number>()
  const stack: TraceEvent[] = []
  const add = (name: string, micros: number) =>
    byEvent.set(name, (byEvent.get(name) ?? 0) + micros / 1000)
  for (const event of timed) {
    while (
      stack.length &&
      (stack.at(-1) as TraceEvent).ts + ((stack.at(-1)?.dur ?? 0) as number) <= event.ts
    )
      stack.pop()
    const parent = stack.at(-1)
    if (parent) add(parent.name, -(event.tdur as number))
    add(event.name, event.tdur as number)
    stack.push(event)
  }
  return { window, byEvent }
}

/**
 * Sampled self time (ms) per JavaScript function (`name url:line`) within the press's window, on its
 * thread; V8's idle and program samples are left out.
 */
export function selfTimeByFunction(
  events: readonly (TraceEvent & SampledProfile)[],
  window: PressWindow,
): Map<string, number> {
  const profiles = events.filter(
    (event) => event.name === 'Profile' && event.pid === window.pid && event.tid === window.tid,
  )
  const byFunction = new Map<string, number>()
  for (const profile of profiles) {
    const frames = new Map<number, string>()
    let at = profile.args?.data?.startTime ?? profile.ts
    for (const chunk of events.filter(
      (event) => event.name === 'ProfileChunk' && event.id === profile.id,
    )) {
      const data = chunk.args?.data
      for (const node of data?.cpuProfile?.nodes ?? []) {
        const { functionName, url, lineNumber } = node.callFrame
        frames.set(
          node.id,
          `${functionName || '(anonymous)'} ${(url ?? '').split('/').pop()}:${lineNumber + 1}`,
        )
      }
      const samples = data?.cpuProfile?.samples ?? []
      const deltas = data?.timeDeltas ?? []
      for (let i = 0; i < samples.length; i++) {
        at += deltas[i] ?? 0
        const frame = frames.get(samples[i] as number) ?? '?'
        const next = deltas[i + 1] ?? 0
        if (at < window.start || at > window.end || frame.startsWith('(idle)')) continue
        if (frame.startsWith('(program)')) continue
        byFunction.set(frame, (byFunction.get(frame) ?? 0) + next / 1000)
      }
    }
  }
  return byFunction
}

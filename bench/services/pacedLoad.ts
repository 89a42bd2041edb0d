// An open-loop load generator with evenly spaced requests (issue 37). autocannon 8's `overallRate` does not
// pace: each connection sends its share of a second back to back when the second starts, so "1,000 req/s"
// over 50 connections is a burst of 50 requests at once, and its p99 measures that burst's queue. Here
// request i is due at start + i / rate, sent then (or as soon as a connection is free), and its latency
// runs from that intended time, so a server that stalls is charged for every request it delayed (no
// coordinated omission). The latency from the actual send is reported beside it.
import { Agent, request } from 'node:http'

export type PacedOptions = {
  url: string
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  body?: string
  /** Requests per second, evenly spaced. */
  rate: number
  seconds: number
  /** Most requests in flight (keep-alive sockets); more wait for a free one. */
  connections: number
}

export type PacedRun = {
  name: string
  requestsPerSecond: number
  /** From the request's intended send time to the response's end, ms. */
  p50: number
  p97_5: number
  p99: number
  max: number
  /** From the actual send to the response's end, ms (what a closed-loop tool reports). */
  sentP99: number
  errors: number
  non2xx: number
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0) : 0
const tenth = (ms: number) => Math.round(ms * 10) / 10

/** Sends `rate × seconds` requests evenly spaced; resolves once every answer is in. */
export async function pacedLoad(name: string, options: PacedOptions): Promise<PacedRun> {
  const { url, method = 'GET', headers = {}, body, rate, seconds, connections } = options
  const agent = new Agent({ keepAlive: true, maxSockets: connections })
  const total = Math.round(rate * seconds)
  const intervalMs = 1000 / rate
  const fromIntended: number[] = []
  const fromSent: number[] = []
  let errors = 0
  let non2xx = 0
  let done = 0
  const started = performance.now()
  const finished = new Promise<void>((resolve) => {
    const settle = () => {
      done += 1
      if (done === total) resolve()
    }
    const send = (intended: number) => {
      const sent = performance.now()
      const call = request(url, { agent, method, headers }, (response) => {
        response.resume()
        response.once('end', () => {
          const end = performance.now()
          fromIntended.push(end - intended)
          fromSent.push(end - sent)
          if ((response.statusCode ?? 0) < 200 || (response.statusCode ?? 0) >= 300) non2xx += 1
          settle()
        })
      })
      call.setTimeout(10_000, () => call.destroy(new Error('timed out')))
      call.once('error', () => {
        errors += 1
        settle()
      })
      call.end(body)
    }
    let next = 0
    // Every request whose time has come goes now; the timer then waits for the next one's.
    const tick = () => {
      const now = performance.now()
      while (next < total && started + next * intervalMs <= now) {
        send(started + next * intervalMs)
        next += 1
      }
      if (next < total)
        setTimeout(tick, Math.max(0, started + next * intervalMs - performance.now()))
    }
    tick()
  })
  await finished
  agent.destroy()
  const elapsed = (performance.now() - started) / 1000
  const sorted = fromIntended.sort((a, b) => a - b)
  return {
    name,
    requestsPerSecond: Math.round(sorted.length / elapsed),
    p50: tenth(percentile(sorted, 0.5)),
    p97_5: tenth(percentile(sorted, 0.975)),
    p99: tenth(percentile(sorted, 0.99)),
    max: tenth(sorted.at(-1) ?? 0),
    sentP99: tenth(
      percentile(
        fromSent.sort((a, b) => a - b),
        0.99,
      ),
    ),
    errors,
    non2xx,
  }
}

// The upstream RPC endpoints of one chain (issue 22): several URLs tried in order, the first healthy one
// first; a URL that fails (no answer, a 5xx, a 429) is set aside for a while and probed in the background,
// so a dead provider costs one failed try, not every request's time. Requests in flight to each URL are
// bounded (issue 22: 300 concurrent requests opened 300 sockets): beyond the bound they wait their turn,
// within the request's deadline.

import { boundedFetch, MAX_IN_FLIGHT_PER_UPSTREAM } from '../boundedFetch.js'

/** How long a failed upstream is set aside before it is tried again (unless a probe finds it back sooner). */
export const UPSTREAM_DOWN_MS = 30_000

/** Every upstream of a chain failed, or none answered in time (`timedOut`). */
export class UpstreamUnavailableError extends Error {
  constructor(readonly timedOut: boolean) {
    super(timedOut ? 'No upstream answered in time' : 'No upstream answered')
  }
}

type Upstream = { url: string; downUntil: number; fetch: typeof fetch }

export type UpstreamPool = {
  /** POSTs a JSON-RPC body; the upstream's answer (status and text), from the first upstream that gives one. */
  send(body: string, signal: AbortSignal): Promise<{ status: number; text: string }>
  /** Probes the upstreams set aside with `probe` (a cheap request); those that answer are back. */
  checkHealth(probe: string): Promise<void>
  /** The URLs and whether each is up now (for /ready and tests). */
  status(): { url: string; up: boolean }[]
}

export function createUpstreamPool(
  urls: readonly string[],
  {
    maxInFlight = MAX_IN_FLIGHT_PER_UPSTREAM,
    downMs = UPSTREAM_DOWN_MS,
    now = Date.now,
  }: { maxInFlight?: number; downMs?: number; now?: () => number } = {},
): UpstreamPool {
  const upstreams: Upstream[] = urls.map((url) => ({
    url,
    downUntil: 0,
    fetch: boundedFetch(maxInFlight),
  }))

  const post = async (upstream: Upstream, body: string, signal: AbortSignal) => {
    const response = await upstream.fetch(upstream.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      signal,
    })
    return { status: response.status, text: await response.text() }
  }

  return {
    async send(body, signal) {
      const time = now()
      // The healthy ones in order, then (when all are set aside) the ones set aside: better a try than none.
      const order = [
        ...upstreams.filter((upstream) => upstream.downUntil <= time),
        ...upstreams.filter((upstream) => upstream.downUntil > time),
      ]
      for (const upstream of order) {
        if (signal.aborted) break
        try {
          const answer = await post(upstream, body, signal)
          if (answer.status < 500 && answer.status !== 429) {
            upstream.downUntil = 0
            return answer
          }
        } catch {
          if (signal.aborted) break
        }
        upstream.downUntil = now() + downMs
      }
      throw new UpstreamUnavailableError(signal.aborted)
    },
    async checkHealth(probe) {
      const time = now()
      await Promise.all(
        upstreams
          .filter((upstream) => upstream.downUntil > time)
          .map(async (upstream) => {
            const answer = await post(upstream, probe, AbortSignal.timeout(5_000)).catch(
              () => undefined,
            )
            if (answer && answer.status < 500 && answer.status !== 429) upstream.downUntil = 0
          }),
      )
    },
    status: () => upstreams.map(({ url, downUntil }) => ({ url, up: downUntil <= now() })),
  }
}

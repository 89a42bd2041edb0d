import { RetryLaterError } from '../http/errors.js'

/** A device that waits for its approval: the account and the device. */
export type WaitingDevice = { userId: string; deviceId: string }

/** How many device long-polls one process holds open: per client address, and in all. */
export type WaitLimits = { perClient: number; total: number }

/**
 * The device long-poll's waits in one process (issue 37): each request held open is counted — per client
 * address and in total, past either a 429 with Retry-After, since every held request keeps a socket and
 * memory — and one poller asks the database for all of them at once, every `intervalMs` while any waits,
 * instead of one query per request per interval. The database is still what is asked, so an approval
 * another instance (or the approval link) recorded is seen here too.
 */
export function createApprovalWaiters({
  approved,
  timeoutMs,
  intervalMs,
  limits,
}: {
  /** Which of `waiting` are approved now: their `key`s (one round of queries for all of them). */
  approved: (waiting: readonly WaitingDevice[]) => Promise<ReadonlySet<string>>
  timeoutMs: number
  intervalMs: number
  limits: WaitLimits
}) {
  type Waiter = WaitingDevice & { key: string; done: (approved: boolean) => void }
  const waiters = new Set<Waiter>()
  const perClient = new Map<string, number>()
  let polling = false

  const poll = async () => {
    polling = true
    try {
      while (waiters.size > 0) {
        await new Promise((resolve) => setTimeout(resolve, intervalMs))
        const round = [...waiters].filter((waiter) => waiter.userId)
        if (round.length === 0) continue
        const yes = await approved(round).catch((error: unknown) => {
          // A failed round is tried again at the next interval; the waits time out as usual meanwhile.
          console.error('[foyer-auth] device approval poll failed', error)
          return new Set<string>()
        })
        for (const waiter of round) if (yes.has(waiter.key)) waiter.done(true)
      }
    } finally {
      polling = false
    }
  }

  return {
    /** How many requests wait now (for /ready-style checks and tests). */
    get size(): number {
      return waiters.size
    },
    /**
     * Waits until `device` is approved (true), `timeoutMs` pass or `signal` aborts (false). `device`
     * undefined (an address with no account) is never approved, but waits alike, so the answer's timing
     * tells nothing. Throws RetryLaterError when `client` or the process already holds its most.
     */
    wait(
      client: string,
      device: WaitingDevice | undefined,
      signal?: AbortSignal,
    ): Promise<boolean> {
      const held = perClient.get(client) ?? 0
      if (held >= limits.perClient || waiters.size >= limits.total)
        throw new RetryLaterError(
          held >= limits.perClient
            ? 'Too many sign-ins are waiting for approval from your network. Please try again in a few seconds.'
            : 'Too many sign-ins are waiting for approval. Please try again in a few seconds.',
          Math.max(1, Math.ceil(intervalMs / 1000)),
        )
      if (signal?.aborted) return Promise.resolve(false)
      perClient.set(client, held + 1)
      return new Promise<boolean>((resolve) => {
        const waiter: Waiter = {
          userId: device?.userId ?? '',
          deviceId: device?.deviceId ?? '',
          key: device ? deviceKey(device) : '',
          done: (answer) => {
            if (!waiters.delete(waiter)) return
            clearTimeout(timer)
            signal?.removeEventListener('abort', abort)
            const left = (perClient.get(client) ?? 1) - 1
            if (left > 0) perClient.set(client, left)
            else perClient.delete(client)
            resolve(answer)
          },
        }
        const timer = setTimeout(() => waiter.done(false), timeoutMs)
        const abort = () => waiter.done(false)
        signal?.addEventListener('abort', abort, { once: true })
        waiters.add(waiter)
        if (!polling) void poll()
      })
    },
  }
}

/** A waiting device's key in the poller's answers. */
export function deviceKey({ userId, deviceId }: WaitingDevice): string {
  return `${userId}\u0000${deviceId}`
}

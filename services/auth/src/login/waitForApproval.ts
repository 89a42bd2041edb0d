import { setTimeout as sleep } from 'node:timers/promises'

/**
 * Asks `approved` every `intervalMs` until it says yes, `timeoutMs` have passed, or `signal` aborts (the
 * client went away). Resolves true only when approved. Real time, not the service's clock: this is how long
 * a request is held open.
 */
export async function waitForApproval(
  approved: () => Promise<boolean>,
  { timeoutMs, intervalMs }: { timeoutMs: number; intervalMs: number },
  signal: AbortSignal | undefined,
): Promise<boolean> {
  const deadline = performance.now() + timeoutMs
  for (;;) {
    if (signal?.aborted) return false
    if (await approved()) return true
    const left = deadline - performance.now()
    if (left <= 0) return false
    try {
      await sleep(Math.min(intervalMs, left), undefined, { signal })
    } catch {
      return false
    }
  }
}

import { describe, expect, test } from 'vitest'
import { createApprovalWaiters, deviceKey, type WaitingDevice } from './approvalWaiters.js'

// Issue 37: the device long-poll held open uncounted, each request asking the database every 500 ms. Now each
// wait is counted (per client and in total: 429 past either) and one poller asks for all of them at once.

/** A poller's database: records each round's devices, approves those in `approvedKeys`. */
function database() {
  const rounds: WaitingDevice[][] = []
  const approvedKeys = new Set<string>()
  let roundDone: (() => void) | undefined
  return {
    rounds,
    approvedKeys,
    /** Resolves after the next round has been answered. */
    nextRound: () =>
      new Promise<void>((resolve) => {
        roundDone = resolve
      }),
    approved: async (waiting: readonly WaitingDevice[]) => {
      rounds.push([...waiting])
      const answer = new Set(waiting.map(deviceKey).filter((key) => approvedKeys.has(key)))
      queueMicrotask(() => roundDone?.())
      return answer
    },
  }
}

const device = (n: number): WaitingDevice => ({ userId: `user-${n}`, deviceId: `device-${n}` })

describe('the device long-poll’s waits', () => {
  test('many waits, one query a round: every waiting device asked at once, each answered when approved', async () => {
    const db = database()
    const waiters = createApprovalWaiters({
      approved: db.approved,
      timeoutMs: 60_000,
      intervalMs: 5,
      limits: { perClient: 100, total: 100 },
    })
    const waits = Array.from({ length: 50 }, (_, n) => waiters.wait(`client-${n}`, device(n)))
    expect(waiters.size).toBe(50)
    await db.nextRound()
    expect(db.rounds).toHaveLength(1)
    expect(db.rounds[0]).toHaveLength(50)
    for (let n = 0; n < 50; n++) db.approvedKeys.add(deviceKey(device(n)))
    expect(await Promise.all(waits)).toEqual(Array(50).fill(true))
    expect(waiters.size).toBe(0)
    // Every round asked for all the waits at once: far fewer queries than waits × rounds.
    expect(db.rounds.length).toBeLessThanOrEqual(3)
  })

  test('attack: one client holding many waits gets 429 with Retry-After past its share; so does everyone past the total', async () => {
    const db = database()
    const waiters = createApprovalWaiters({
      approved: db.approved,
      timeoutMs: 60_000,
      intervalMs: 1_000,
      limits: { perClient: 2, total: 3 },
    })
    const controller = new AbortController()
    const held = [
      waiters.wait('attacker', device(1), controller.signal),
      waiters.wait('attacker', device(2), controller.signal),
    ]
    expect(() => waiters.wait('attacker', device(3))).toThrow(
      expect.objectContaining({
        status: 429,
        retryAfter: 1,
        message:
          'Too many sign-ins are waiting for approval from your network. Please try again in a few seconds.',
      }),
    )
    held.push(waiters.wait('visitor', device(4), controller.signal))
    expect(() => waiters.wait('another', device(5))).toThrow(
      'Too many sign-ins are waiting for approval. Please try again in a few seconds.',
    )
    // A client that goes away gives its places back.
    controller.abort()
    expect(await Promise.all(held)).toEqual([false, false, false])
    expect(waiters.size).toBe(0)
    const again = new AbortController()
    const next = waiters.wait('attacker', device(1), again.signal)
    expect(waiters.size).toBe(1)
    again.abort()
    expect(await next).toBe(false)
  })

  test('an address without an account waits alike, times out, and costs no query', async () => {
    const db = database()
    const waiters = createApprovalWaiters({
      approved: db.approved,
      timeoutMs: 30,
      intervalMs: 5,
      limits: { perClient: 2, total: 2 },
    })
    expect(await waiters.wait('client', undefined)).toBe(false)
    expect(db.rounds).toEqual([])
  })
})

// Requests in flight to one upstream, bounded (issue 22: 300 concurrent balance requests opened 300 sockets
// to the chain's RPC). The rest wait their turn in order; a request whose signal aborts while it waits
// leaves the queue.

/** The most requests in flight to one chain's RPC from the data service's reads (balances, the indexer). */
export const MAX_IN_FLIGHT_PER_UPSTREAM = 32

/** A fetch that lets at most `limit` requests be in flight at once. */
export function boundedFetch(limit = MAX_IN_FLIGHT_PER_UPSTREAM): typeof fetch {
  let inFlight = 0
  const waiting: (() => void)[] = []
  const turn = (signal: AbortSignal | null | undefined) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason)
      if (inFlight < limit) {
        inFlight++
        return resolve()
      }
      const go = () => {
        signal?.removeEventListener('abort', leave)
        resolve()
      }
      const leave = () => {
        const index = waiting.indexOf(go)
        if (index >= 0) waiting.splice(index, 1)
        reject(signal?.reason)
      }
      waiting.push(go)
      signal?.addEventListener('abort', leave, { once: true })
    })
  const done = () => {
    const next = waiting.shift()
    if (next) next()
    else inFlight--
  }
  return (async (input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) => {
    await turn(init?.signal)
    try {
      return await fetch(input, init)
    } finally {
      done()
    }
  }) as typeof fetch
}

import { RPC_TRANSPORT } from '@foyer/core/adapter'
import { HttpRequestError, type HttpTransportConfig, http, type Transport } from 'viem'

// SPEC §9's transport on viem's HTTP transport. viem's own retries also cover JSON-RPC errors (-32603 and
// others a node answers with), which delays a real error; SPEC §9 retries only on these HTTP statuses and on
// no answer at all, so viem's are off and these are ours.

export type FoyerTransportOptions = Pick<HttpTransportConfig, 'fetchOptions'> & {
  /** SPEC §9's values by default; tests shorten them. */
  timeoutMs?: number
  retryCount?: number
  retryDelayMs?: number
  batchSize?: number
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Whether SPEC §9 retries after `error`: a listed status, or no answer at all (the network, a timeout). */
export function isRetryable(error: unknown): boolean {
  if (error instanceof HttpRequestError)
    return error.status === undefined || RPC_TRANSPORT.retryStatuses.includes(error.status as never)
  const name = (error as { name?: unknown })?.name
  return name === 'TimeoutError' || name === 'TypeError'
}

/** How long to wait before retry `attempt` (0-based): Retry-After when the answer gave one, else the backoff. */
export function retryDelay(error: unknown, attempt: number, baseMs: number): number {
  const header = error instanceof HttpRequestError ? error.headers?.get('Retry-After') : null
  if (header) {
    const seconds = Number(header)
    if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000
    const date = Date.parse(header)
    if (Number.isFinite(date)) return Math.max(0, date - Date.now())
  }
  return baseMs * 2 ** attempt
}

/** A URL the transport sends to, with the largest batch it takes when that is not the transport's own. */
export type TransportTarget = string | undefined | { url: string; batchSize: number }

/**
 * An HTTP transport with SPEC §9's timeout, retries and batches, to `urls` in order: when one still fails
 * after its retries with no answer or a listed status, the next is tried (undefined: the chain's own RPC URL).
 * viem splits what it batches at each target's size.
 */
export function foyerTransport(
  urls: TransportTarget | readonly TransportTarget[] = undefined,
  options: FoyerTransportOptions = {},
): Transport {
  const {
    timeoutMs = RPC_TRANSPORT.timeoutMs,
    retryCount = RPC_TRANSPORT.retryCount,
    retryDelayMs = RPC_TRANSPORT.retryDelayMs,
    batchSize = RPC_TRANSPORT.batchSize,
    fetchOptions,
  } = options
  const targets: readonly TransportTarget[] = Array.isArray(urls) ? urls : [urls as TransportTarget]
  const inners = targets.map((target) =>
    http(typeof target === 'object' ? target.url : target, {
      timeout: timeoutMs,
      retryCount: 0,
      batch: { batchSize: typeof target === 'object' ? target.batchSize : batchSize },
      ...(fetchOptions ? { fetchOptions } : {}),
    }),
  )
  return (parameters) => {
    const transports = inners.map((inner) => inner({ ...parameters, retryCount: 0 }))
    const first = transports[0] as ReturnType<Transport>
    const withRetries = async (
      transport: ReturnType<Transport>,
      args: Parameters<ReturnType<Transport>['request']>[0],
    ) => {
      for (let attempt = 0; ; attempt++) {
        try {
          return await transport.request(args, { retryCount: 0 })
        } catch (error) {
          if (attempt >= retryCount || !isRetryable(error)) throw error
          await wait(retryDelay(error, attempt, retryDelayMs))
        }
      }
    }
    const request = (async (args: Parameters<ReturnType<Transport>['request']>[0]) => {
      for (const [index, transport] of transports.entries()) {
        try {
          return await withRetries(transport, args)
        } catch (error) {
          if (index === transports.length - 1 || !isRetryable(error)) throw error
        }
      }
      throw new Error('No transport')
    }) as typeof first.request
    return { ...first, request }
  }
}

/**
 * The transports of the adapter's chains: the host's own where it gave one; else SPEC §9's transport, to the
 * data service's RPC gateway first once `useGateway` names it (at mount, when the host named the service),
 * with the chain's own RPC URL behind it.
 */
export function chainTransports(
  chains: readonly { id: number }[],
  given: Record<number, Transport> | undefined,
) {
  const gateways = new Map<number, string>()
  const fallbackFor =
    (chainId: number): Transport =>
    (parameters) => {
      const gateway = gateways.get(chainId)
      return foyerTransport(
        gateway
          ? [{ url: gateway, batchSize: RPC_TRANSPORT.gatewayBatchSize }, undefined]
          : undefined,
      )(parameters)
    }
  return {
    byChain: Object.fromEntries(
      chains.map((chain) => [chain.id, given?.[chain.id] ?? fallbackFor(chain.id)]),
    ) as Record<number, Transport>,
    useGateway(gatewayFor: (chainId: number) => string | undefined) {
      for (const chain of chains) {
        const gateway = gatewayFor(chain.id)
        if (gateway) gateways.set(chain.id, gateway)
      }
    },
  }
}

import { GATEWAY_MAX_BATCH } from '@foyer/core/api'
import { ApiError, projectGuard } from '@foyer/server'
import { Hono } from 'hono'
import type { ServiceConfig } from '../config.js'
import type { GuardEnv } from '../deps.js'
import { rpcUnits } from '../limits.js'
import type { Project } from '../projects.js'
import { createRpcCache, type RpcCache } from './cache.js'
import { costOf } from './costs.js'
import { forward } from './forward.js'
import {
  isAnswer,
  type RpcAnswer,
  type RpcRequest,
  readRequest,
  readRpcBody,
  rpcError,
} from './jsonRpc.js'
import { logRangeProblem } from './logRange.js'
import { EVM_GATEWAY_METHODS, FILTER_METHODS, SOLANA_GATEWAY_METHODS } from './methods.js'
import { createUpstreamPool, type UpstreamPool, UpstreamUnavailableError } from './upstreams.js'

/** How long one gateway request may take in all (upstream tries and waiting for a turn included). */
export const GATEWAY_DEADLINE_MS = 10_000
/**
 * The gateway's body limit: a batch of 100 reads, or a signed transaction carrying a contract's code (24 kB,
 * 48 kB as hex), does not fit the services' 64 kB.
 */
export const GATEWAY_MAX_BODY_BYTES = 256 * 1024
/**
 * The most requests one batch may carry (issue 37; providers cap theirs at 100 to 1,000): a batch is
 * forwarded as one upstream call, and its cost is counted whole. Core's, so that Foyer's transport splits
 * its batches to the gateway at the same size.
 */
export { GATEWAY_MAX_BATCH }
/** How often upstreams set aside are probed. */
export const HEALTH_CHECK_MS = 10_000

/** One chain or cluster the gateway serves: its upstreams and which methods it forwards. */
type Target = { key: string; pool: UpstreamPool; methods: ReadonlySet<string>; probe: string }

/**
 * The blockchain RPC endpoint of SPEC §7, `POST /v1/?chainId={id}&projectId={id}` (issue 22): JSON-RPC for
 * the chains and Solana clusters the service is configured with, for a known project's pages (CORS for its
 * allowed origins, as the other routes). Reads and signed sends only (methods.ts), answers that cannot
 * change cached (cache.ts), several upstreams per chain with failover (upstreams.ts), and one deadline per
 * request. Returns the routes and a function that stops the health checks.
 */
export function gatewayRoutes(
  config: ServiceConfig,
  findProject: (id: string) => Promise<Project | undefined>,
  {
    cache = createRpcCache(),
    countUnits = rpcUnits(config),
  }: {
    cache?: RpcCache
    /** Counts a request's units per client and project (limits.ts); throws 429 past either. */
    countUnits?: ReturnType<typeof rpcUnits>
  } = {},
) {
  const targets = new Map<string, Target>()
  for (const chain of config.chains) {
    const pool = createUpstreamPool([chain.rpcUrl, ...(chain.fallbackRpcUrls ?? [])])
    const target = {
      key: `eip155:${chain.id}`,
      pool,
      methods: EVM_GATEWAY_METHODS,
      probe: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    }
    targets.set(target.key, target)
    // A bare number is the chain id of SPEC §7's query.
    targets.set(String(chain.id), target)
  }
  for (const cluster of config.solanaClusters ?? []) {
    const target = {
      key: `solana:${cluster.reference}`,
      pool: createUpstreamPool([cluster.rpcUrl]),
      methods: SOLANA_GATEWAY_METHODS,
      probe: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getHealth' }),
    }
    targets.set(target.key, target)
  }
  const unique = [...new Set(targets.values())]
  const timer = setInterval(() => {
    for (const target of unique) void target.pool.checkHealth(target.probe)
  }, HEALTH_CHECK_MS)
  timer.unref?.()

  const app = new Hono<GuardEnv>()
  app.use('/v1/', projectGuard(findProject, { params: ['projectId', 'chainId'] }))
  app.post('/v1/', async (c) => {
    const chainId = c.req.query('chainId') as string
    const target = targets.get(chainId)
    if (!target)
      throw new ApiError(400, 'UNSUPPORTED_CHAIN', `This service does not serve chain ${chainId}`)
    const body = readRpcBody(await c.req.text(), GATEWAY_MAX_BATCH)
    if ('refusal' in body) return c.json(body.refusal, body.status)
    const { batch, items } = body
    // A single call the cache answers (eth_chainId, a mined block…: most of a page's calls) skips the batch
    // work below — its closures and promises were a measurable part of a cached read's CPU (issue 37).
    if (!batch) {
      const hit = cachedAnswer(target, items[0], cache)
      if (hit) return c.json(hit)
    }
    const charge = (cost: number) => countUnits(c, c.get('project').id, cost)
    const answers = await refuseTooWide(target, items.map(readRequest), cache)
      .then((requests) => answer(target, requests, cache, charge))
      .catch((error) => {
        if (error instanceof UpstreamUnavailableError) return error
        throw error
      })
    if (answers instanceof UpstreamUnavailableError) {
      c.header('Retry-After', '1')
      throw answers.timedOut
        ? new ApiError(504, 'UPSTREAM_TIMEOUT', `${target.key}: ${answers.message}`)
        : new ApiError(503, 'UPSTREAM_UNAVAILABLE', `${target.key}: ${answers.message}`)
    }
    return c.json(batch ? answers : answers[0])
  })
  return { routes: app, stop: () => clearInterval(timer) }
}

/**
 * The cache's answer to one item, when it is a well-formed call of a method this target forwards; else
 * undefined (refusals, filters and eth_getLogs' range are judged by the batch path, and never cached).
 */
function cachedAnswer(target: Target, item: unknown, cache: RpcCache): RpcAnswer | undefined {
  const request = readRequest(item)
  if (isAnswer(request) || !target.methods.has(request.method)) return undefined
  const hit = cache.get(target.key, request.method, request.params)
  return hit && { jsonrpc: '2.0', id: request.id, result: hit.value }
}

/** The requests, eth_getLogs over too many blocks replaced by their refusal (logRange.ts). */
async function refuseTooWide(
  target: Target,
  requests: (RpcRequest | RpcAnswer)[],
  cache: RpcCache,
): Promise<(RpcRequest | RpcAnswer)[]> {
  let head: Promise<bigint> | undefined
  // The head as the gateway knows it (its 1 s cache), else asked once for the whole batch.
  const headOf = () => {
    head ??= (async () => {
      const hit = cache.get(target.key, 'eth_blockNumber', [])
      if (hit) return BigInt(hit.value as string)
      const { outcomes } = await forward(
        target.pool,
        [{ id: 0, method: 'eth_blockNumber', params: [] }],
        AbortSignal.timeout(GATEWAY_DEADLINE_MS),
      )
      const outcome = outcomes[0]
      if (!outcome || !('result' in outcome) || typeof outcome.result !== 'string')
        throw new UpstreamUnavailableError(false)
      cache.offer(target.key, 'eth_blockNumber', [], outcome.result)
      return BigInt(outcome.result)
    })()
    return head
  }
  return Promise.all(
    requests.map(async (request) => {
      if (isAnswer(request) || request.method !== 'eth_getLogs') return request
      if (!target.methods.has(request.method)) return request
      const problem = await logRangeProblem(request.params, headOf)
      return problem ? rpcError(request.id, -32005, problem) : request
    }),
  )
}

/**
 * Answers each item: refusals and cache hits here, the rest in one upstream batch (forward.ts), once
 * `charge` has counted their units (it throws 429 past a limit, before anything is forwarded).
 */
async function answer(
  target: Target,
  requests: (RpcRequest | RpcAnswer)[],
  cache: RpcCache,
  charge: (cost: number) => Promise<void> | void,
): Promise<RpcAnswer[]> {
  const answers: (RpcAnswer | undefined)[] = requests.map((request) => {
    if (isAnswer(request)) return request
    if (FILTER_METHODS.has(request.method))
      return rpcError(
        request.id,
        -32601,
        `Filters are not offered by this gateway (${request.method}): use eth_getLogs`,
      )
    if (!target.methods.has(request.method))
      return rpcError(request.id, -32601, `Method not allowed: ${request.method}`)
    const hit = cache.get(target.key, request.method, request.params)
    return hit ? { jsonrpc: '2.0', id: request.id, result: hit.value } : undefined
  })
  const pending = requests.flatMap((request, index) =>
    answers[index] === undefined ? [{ index, request: request as RpcRequest }] : [],
  )
  if (pending.length) {
    await charge(pending.reduce((units, { request }) => units + costOf(request.method), 0))
    const { outcomes } = await forward(
      target.pool,
      pending.map(({ request }) => request),
      AbortSignal.timeout(GATEWAY_DEADLINE_MS),
    )
    pending.forEach(({ index, request }, position) => {
      const outcome = outcomes[position]
      if (!outcome)
        answers[index] = rpcError(request.id, -32603, 'The chain gave no answer to this request')
      else if ('error' in outcome)
        answers[index] = { jsonrpc: '2.0', id: request.id, error: outcome.error }
      else {
        cache.offer(target.key, request.method, request.params, outcome.result)
        answers[index] = { jsonrpc: '2.0', id: request.id, result: outcome.result }
      }
    })
  }
  return answers as RpcAnswer[]
}

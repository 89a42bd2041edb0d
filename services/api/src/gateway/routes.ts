import { ApiError, projectGuard } from '@foyer/server'
import { Hono } from 'hono'
import type { ServiceConfig } from '../config.js'
import type { GuardEnv } from '../deps.js'
import type { Project } from '../projects.js'
import { createRpcCache, type RpcCache } from './cache.js'
import { forward } from './forward.js'
import {
  isAnswer,
  MAX_BATCH,
  type RpcAnswer,
  type RpcRequest,
  readRequest,
  readRpcBody,
  rpcError,
} from './jsonRpc.js'
import { EVM_GATEWAY_METHODS, SOLANA_GATEWAY_METHODS } from './methods.js'
import { createUpstreamPool, type UpstreamPool, UpstreamUnavailableError } from './upstreams.js'

/** How long one gateway request may take in all (upstream tries and waiting for a turn included). */
export const GATEWAY_DEADLINE_MS = 10_000
/** The gateway's body limit: a batch of 1000 requests does not fit the services' 64 kB. */
export const GATEWAY_MAX_BODY_BYTES = 1024 * 1024
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
  { cache = createRpcCache() }: { cache?: RpcCache } = {},
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
    const body = readRpcBody(await c.req.text(), MAX_BATCH)
    if ('refusal' in body) return c.json(body.refusal, body.status)
    const { batch, items } = body
    const answers = await answer(target, items.map(readRequest), cache).catch((error) => {
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

/** Answers each item: refusals and cache hits here, the rest in one upstream batch (forward.ts). */
async function answer(
  target: Target,
  requests: (RpcRequest | RpcAnswer)[],
  cache: RpcCache,
): Promise<RpcAnswer[]> {
  const answers: (RpcAnswer | undefined)[] = requests.map((request) => {
    if (isAnswer(request)) return request
    if (!target.methods.has(request.method))
      return rpcError(request.id, -32601, `Method not allowed: ${request.method}`)
    const hit = cache.get(target.key, request.method, request.params)
    return hit ? { jsonrpc: '2.0', id: request.id, result: hit.value } : undefined
  })
  const pending = requests.flatMap((request, index) =>
    answers[index] === undefined ? [{ index, request: request as RpcRequest }] : [],
  )
  if (pending.length) {
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

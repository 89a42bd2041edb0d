import { ApiError, projectGuard } from '@foyer/server'
import { Hono } from 'hono'
import type { ServiceConfig } from '../config.js'
import { frameOriginCors } from '../data/frameCors.js'
import type { GuardEnv } from '../deps.js'
import { costOf } from '../gateway/costs.js'
import { forward } from '../gateway/forward.js'
import {
  isAnswer,
  type RpcAnswer,
  type RpcRequest,
  readRequest,
  readRpcBody,
  rpcError,
} from '../gateway/jsonRpc.js'
import { UpstreamUnavailableError } from '../gateway/upstreams.js'
import { rpcUnits } from '../limits.js'
import type { Project } from '../projects.js'
import { bearerToken } from '../routes/bearer.js'
import { withReasons } from '../routes/reasons.js'
import { BUNDLER_METHODS, BUNDLER_NAMES, DEFAULT_BUNDLER, PAYMASTER_METHODS } from './methods.js'
import type { SponsorshipPolicy } from './sponsorship.js'
import { type BundlerRole, type BundlerTarget, bundlerTargets } from './targets.js'

export const BUNDLER_PATH = '/v1/bundler'
/** How long one request may wait for its bundler and paymaster (under the app's 15 s for any request). */
export const BUNDLER_DEADLINE_MS = 10_000
/**
 * The endpoint's body limit: a user operation deploying its account carries the factory's call data, and
 * a contract deployed from an account can be 24 kB of code (48 kB as hex); the services' default is 64 kB.
 */
export const BUNDLER_MAX_BODY_BYTES = 256 * 1024
/** The most requests one batch may carry: each user operation costs the bundler a simulation. */
export const BUNDLER_MAX_BATCH = 100

/**
 * SPEC §7's bundler endpoint, `POST /v1/bundler?projectId=…&chainId=…&bundler=…`: JSON-RPC 2.0 (one request
 * or a batch) for a known project's pages, forwarded to the chain's ERC-4337 bundler (`bundlerUrl`) and,
 * for ERC-7677's `pm_*` methods, to its paymaster (`paymasterUrl`; refused per request without one). Only
 * methods.ts's methods; `bundler` is `foyer` (the default) or refused. A client's mistake is a 4xx or a
 * JSON-RPC error, never a 5xx: those say the bundler or paymaster is down (503), slow (504) or answers
 * something that is not JSON-RPC (502).
 */
export function bundlerRoutes(
  config: ServiceConfig,
  findProject: (id: string) => Promise<Project | undefined>,
  {
    deadlineMs = BUNDLER_DEADLINE_MS,
    sponsorship,
    countUnits = rpcUnits(config),
  }: {
    deadlineMs?: number
    /** Counts a request's units per client and project (limits.ts); throws 429 past either. */
    countUnits?: ReturnType<typeof rpcUnits>
    /** Who the paymasters sponsor (sponsorship.ts); without it every `pm_*` is refused. */
    sponsorship?: SponsorshipPolicy | undefined
  } = {},
) {
  const { targets, withoutBundler } = bundlerTargets(config.chains)
  const app = new Hono<GuardEnv>()
  // The embedded wallet's frame sends its user operations here from its own origin (the auth service's), with
  // its sponsorship token (issue 37): CORS for its POSTs, before the guard so that it sees the guard's answer.
  app.use(BUNDLER_PATH, frameOriginCors(config.frameOrigins ?? [], 'POST'))
  app.use(BUNDLER_PATH, projectGuard(findProject, { params: ['projectId', 'chainId'] }))
  app.post(
    BUNDLER_PATH,
    withReasons(async (c) => {
      const bundler = c.req.query('bundler') || DEFAULT_BUNDLER
      if (!BUNDLER_NAMES.includes(bundler))
        throw new ApiError(
          400,
          'UNKNOWN_BUNDLER',
          `Unknown bundler ${JSON.stringify(bundler.slice(0, 64))}: this service offers ${BUNDLER_NAMES.join(', ')}`,
        )
      const chainId = c.req.query('chainId') as string
      const target = targets.get(chainId)
      if (!target)
        throw withoutBundler.has(chainId)
          ? new ApiError(400, 'NO_BUNDLER', `Chain ${chainId} has no bundler on this service`)
          : new ApiError(400, 'UNSUPPORTED_CHAIN', `This service does not serve chain ${chainId}`)

      const body = readRpcBody(await c.req.text(), BUNDLER_MAX_BATCH)
      if ('refusal' in body) return c.json(body.refusal, body.status)
      const { batch, items } = body
      const token = bearerToken(c.req.header('authorization'))
      const projectId = c.get('project').id
      const read = items.map(readRequest)
      // Counted before anything is asked of the chain, the paymaster or the bundler.
      await countUnits(
        c,
        projectId,
        read.reduce(
          (units, request) =>
            isAnswer(request) ||
            !(BUNDLER_METHODS.has(request.method) || PAYMASTER_METHODS.has(request.method))
              ? units
              : units + costOf(request.method),
          0,
        ),
      )
      // Sponsorship is decided here, before any upstream call (one request at a time: the budgets count
      // in order).
      const requests: (RpcRequest | RpcAnswer)[] = []
      for (const request of read) {
        const sponsored =
          !isAnswer(request) && PAYMASTER_METHODS.has(request.method) && target.pools.paymaster
        if (!sponsored) requests.push(request)
        else if (!sponsorship)
          requests.push(rpcError(request.id, 4100, `No sponsorship on ${target.key}`))
        else
          requests.push(
            (await sponsorship.check(request, { token, projectId, chain: target.chain })) ??
              request,
          )
      }
      const answers = await answer(target, requests, AbortSignal.timeout(deadlineMs))
      return c.json(batch ? answers : answers[0])
    }),
  )
  return app
}

/** Which upstream serves `method`: a role, or the refusal that answers it. */
function routeOf(target: BundlerTarget, request: RpcRequest): BundlerRole | RpcAnswer {
  if (BUNDLER_METHODS.has(request.method)) return 'bundler'
  if (!PAYMASTER_METHODS.has(request.method))
    return rpcError(request.id, -32601, `Method not allowed: ${request.method}`)
  if (!target.pools.paymaster)
    return rpcError(request.id, -32601, `No paymaster on ${target.key}: ${request.method}`)
  return 'paymaster'
}

/** Answers each item: refusals here, the rest in one upstream call per role (in parallel), in order. */
async function answer(
  target: BundlerTarget,
  requests: (RpcRequest | RpcAnswer)[],
  signal: AbortSignal,
): Promise<RpcAnswer[]> {
  const answers: (RpcAnswer | undefined)[] = []
  const groups = new Map<BundlerRole, { index: number; request: RpcRequest }[]>()
  requests.forEach((request, index) => {
    const route = isAnswer(request) ? request : routeOf(target, request)
    if (typeof route !== 'string') answers[index] = route
    else
      groups.set(route, [...(groups.get(route) ?? []), { index, request: request as RpcRequest }])
  })
  await Promise.all(
    [...groups].map(async ([role, pending]) => {
      const pool = target.pools[role] as NonNullable<BundlerTarget['pools'][BundlerRole]>
      const { status, outcomes } = await forward(
        pool,
        pending.map(({ request }) => request),
        signal,
      ).catch((error: unknown) => {
        if (!(error instanceof UpstreamUnavailableError)) throw error
        throw error.timedOut
          ? new ApiError(504, 'UPSTREAM_TIMEOUT', `${target.key}'s ${role}: ${error.message}`, {
              'Retry-After': '1',
            })
          : new ApiError(503, 'UPSTREAM_UNAVAILABLE', `${target.key}'s ${role}: ${error.message}`, {
              'Retry-After': '1',
            })
      })
      // Nothing matched at all: a wrong URL (an HTML 404) or not a JSON-RPC server; the operator's to fix.
      if (outcomes.every((outcome) => outcome === undefined))
        throw new ApiError(
          502,
          'BAD_UPSTREAM',
          `${target.key}'s ${role} gave no JSON-RPC answer (HTTP ${status})`,
        )
      pending.forEach(({ index, request }, position) => {
        const outcome = outcomes[position]
        answers[index] = !outcome
          ? rpcError(request.id, -32603, `The ${role} gave no answer to this request`)
          : { jsonrpc: '2.0', id: request.id, ...notFinal(request, outcome) }
      })
    }),
  )
  return answers as RpcAnswer[]
}

/**
 * A paymaster's stub answer, never final (ERC-7677's `isFinal`): every sponsored operation then comes back
 * for `pm_getPaymasterData`, where the budgets count it.
 */
function notFinal<T extends object>(request: RpcRequest, outcome: T): T {
  if (request.method !== 'pm_getPaymasterStubData' || !('result' in outcome)) return outcome
  const result = outcome.result
  if (!result || typeof result !== 'object' || !('isFinal' in result)) return outcome
  return { ...outcome, result: { ...result, isFinal: false } }
}

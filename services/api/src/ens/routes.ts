import { ApiError, clientIp } from '@foyer/server'
import { type Context, Hono } from 'hono'
import { cors } from 'hono/cors'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { getAddress, type Hex, isAddress, isAddressEqual } from 'viem'
import type { AppDeps } from '../deps.js'
import { limiter, rateLimitsOf } from '../limits.js'
import { coinTypeOfChain, labelProblem, nameSuffixesOf, splitName } from '../profile/nameRules.js'
import { findName } from '../profile/store.js'
import {
  CcipRequestError,
  ENS_ANSWER_TTL_S,
  encodeRecord,
  type NameAnswer,
  readGatewayRequest,
  signedResponse,
} from './ccip.js'

/** EIP-3668's error answer: a 4xx with `{ message }`. */
function fail(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  headers: Record<string, string> = {},
) {
  return c.json({ message }, status, headers)
}

/**
 * The ENS gateway (EIP-3668 CCIP-read): wallet names resolve in any ENS-aware client through the off-chain
 * resolver that names this gateway (ENSIP-10 wildcard resolution of `*.{suffix}`). `GET /ccip/{sender}/{data}.json`
 * and `POST /ccip` with `{ sender, data }` take the resolver's `resolve(name, data)` request and answer
 * `{ data }`: the record from the names service (the registered address for coin type 60 and the served
 * chains' ENSIP-11 coin types, text records from the name's attributes; empty for an unknown name), signed for
 * the configured resolver only. Open to every origin and outside the project guard (ENS clients send no
 * project), limited per client like the other cache-skipping reads; 404 when the service has no signing key.
 */
export function ensGatewayRoutes({ database, config }: AppDeps) {
  const gateway = config.ensGateway
  const suffixes = nameSuffixesOf(config)
  const coinTypes: ReadonlySet<bigint> = new Set([
    60n,
    ...config.chains
      .filter((chain) => chain.id < 2 ** 31)
      .map((chain) => BigInt(coinTypeOfChain(chain.id))),
  ])
  const countLookup = limiter(database, rateLimitsOf(config).freshReadsPerClient, 'ens:')

  /** What the names service knows of a full name: a registered name of ours, any case. */
  async function lookUp(name: string): Promise<NameAnswer> {
    const split = splitName(name, suffixes)
    if (!split || labelProblem(split.label)) return undefined
    const found = await findName(database.db, `${split.label}.${split.suffix}`)
    const address = found && Object.values(found.addresses)[0]?.address
    return address ? { address: getAddress(address), texts: found.attributes } : undefined
  }

  async function answer(c: Context, sender: unknown, data: unknown) {
    if (!gateway)
      return fail(
        c,
        404,
        'This service has no ENS gateway: FOYER_API_ENS_GATEWAY_KEY and FOYER_API_ENS_RESOLVER are not set',
      )
    try {
      await countLookup(`ccip:${clientIp(c, config.trustProxyHops ?? 0)}`, 'ENS lookups')
      if (typeof sender !== 'string' || !isAddress(sender, { strict: false }))
        throw new CcipRequestError('The sender must be the address of the resolver that asked')
      if (!isAddressEqual(sender, gateway.resolver))
        throw new CcipRequestError(`This gateway answers for the resolver ${gateway.resolver} only`)
      if (typeof data !== 'string') throw new CcipRequestError('The data must be hex')
      const query = readGatewayRequest(data)
      const result = encodeRecord(query.record, await lookUp(query.name), coinTypes)
      const response = await signedResponse({
        request: data as Hex,
        result,
        resolver: gateway.resolver,
        signerKey: gateway.signerKey,
        expires: BigInt(Math.floor(Date.now() / 1000) + ENS_ANSWER_TTL_S),
      })
      return c.json({ data: response })
    } catch (error) {
      if (error instanceof CcipRequestError) return fail(c, 400, error.message)
      if (error instanceof ApiError) return fail(c, error.status, error.message, error.headers)
      throw error
    }
  }

  const app = new Hono()
  // Any page may resolve a name: the answers are public and signed.
  const open = cors({ origin: '*', allowMethods: ['GET', 'POST'], allowHeaders: ['Content-Type'] })
  app.use('/ccip', open)
  app.use('/ccip/*', open)
  app.get('/ccip/:sender/:data', (c) => {
    const data = c.req.param('data')
    return answer(c, c.req.param('sender'), data.endsWith('.json') ? data.slice(0, -5) : data)
  })
  app.post('/ccip', async (c) => {
    let body: unknown
    try {
      body = await c.req.json()
    } catch {
      return fail(c, 400, 'Expected a JSON body { "sender", "data" }')
    }
    if (typeof body !== 'object' || body === null)
      return fail(c, 400, 'Expected a JSON body { "sender", "data" }')
    const { sender, data } = body as Record<string, unknown>
    return answer(c, sender, data)
  })
  return app
}

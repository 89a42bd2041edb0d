import { ApiError, parseJsonBody } from '@foyer/server'
import { Hono, type MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import type { GuardEnv } from '../deps.js'
import { amountParam, gasPriceParam, swapPair, tokenParam, userParam } from './params.js'
import { chainFailure, type SwapService } from './service.js'

/** SPEC §9: the slippage tolerance when a client sends none (percent). */
export const DEFAULT_SLIPPAGE_PERCENT = 1
/** The most slippage a swap may be built with (percent): beyond it a "swap" is a gift to whoever front-runs it. */
export const MAX_SLIPPAGE_PERCENT = 50

const buildBody = v.object({
  amount: v.union([v.string(), v.number()]),
  eip155: v.optional(
    v.object({
      slippage: v.optional(
        v.pipe(
          v.union([v.string(), v.number()]),
          v.transform(Number),
          v.number('expected a percentage'),
          v.minValue(0, 'expected 0 or more'),
          v.maxValue(MAX_SLIPPAGE_PERCENT, `expected at most ${MAX_SLIPPAGE_PERCENT}`),
        ),
      ),
    }),
  ),
  projectId: v.optional(v.string()),
  from: v.string(),
  to: v.string(),
  userAddress: v.string(),
  disableEstimate: v.optional(v.boolean()),
})

/** The chainId parameter of the convert calls: CAIP-2 (`eip155:1`) or a bare number, or 400. */
function chainIdParam(value: string | undefined): number {
  const match = /^(?:eip155:)?(\d{1,15})$/.exec(value ?? '')
  if (!match) throw new ApiError(400, 'INVALID_INPUT', 'Invalid chainId: expected eip155:<id>')
  return Number(match[1])
}

/** SPEC §7's `/v1/convert/*` calls, each with exactly the parameters the spec names. */
export function swapRoutes(swaps: SwapService, guard: MiddlewareHandler<GuardEnv>) {
  const app = new Hono<GuardEnv>()
  app.use('/v1/convert/*', guard)
  // A chain that fails is a 502 and a token that is no contract a 400, never a 500.
  const onChain = <T>(work: Promise<T>): Promise<T> =>
    work.catch((error: unknown) => {
      throw chainFailure(error)
    })

  app.get('/v1/convert/tokens', async (c) =>
    c.json({ tokens: await onChain(swaps.tokens(chainIdParam(c.req.query('chainId')))) }),
  )

  app.get('/v1/convert/quotes', async (c) => {
    const from = tokenParam(c.req.query('from'), 'from')
    const to = tokenParam(c.req.query('to'), 'to')
    swapPair(from, to)
    const amount = amountParam(c.req.query('amount'))
    const user = c.req.query('userAddress')
    if (user !== undefined) userParam(user, from.chainId)
    const gasPrice = gasPriceParam(c.req.query('gasPrice'))
    return c.json({ quotes: [await onChain(swaps.quote(from, to, amount, gasPrice))] })
  })

  app.get('/v1/convert/allowance', async (c) => {
    const token = tokenParam(c.req.query('tokenAddress'), 'tokenAddress')
    return c.json(
      await onChain(swaps.allowance(token, userParam(c.req.query('userAddress'), token.chainId))),
    )
  })

  app.get('/v1/convert/gas-price', async (c) =>
    c.json(await onChain(swaps.gasPrice(chainIdParam(c.req.query('chainId'))))),
  )

  app.get('/v1/convert/build-approve', async (c) => {
    const from = tokenParam(c.req.query('from'), 'from')
    const to = tokenParam(c.req.query('to'), 'to')
    swapPair(from, to)
    const user = userParam(c.req.query('userAddress'), from.chainId)
    // Not in SPEC §7's list: without it the approval is unlimited, which the modal never asks for.
    const amount = c.req.query('amount')
    const tx = await onChain(
      swaps.buildApprove(from, user, amount === undefined ? undefined : amountParam(amount)),
    )
    return c.json({ tx })
  })

  app.post('/v1/convert/build-transaction', async (c) => {
    const body = await parseJsonBody(c.req, buildBody)
    const from = tokenParam(body.from, 'from')
    const to = tokenParam(body.to, 'to')
    swapPair(from, to)
    return c.json(
      await onChain(
        swaps.buildSwap({
          from,
          to,
          amount: amountParam(body.amount),
          user: userParam(body.userAddress, from.chainId),
          slippagePercent: body.eip155?.slippage ?? DEFAULT_SLIPPAGE_PERCENT,
          estimate: body.disableEstimate !== true,
        }),
      ),
    )
  })

  return app
}

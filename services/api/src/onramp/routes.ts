import { ApiError, parseJsonBody } from '@foyer/server'
import { Hono } from 'hono'
import type { AppDeps, GuardEnv } from '../deps.js'
import { perClientAndProject, rateLimitsOf } from '../limits.js'
import { withReasons } from '../routes/reasons.js'
import { checkLimits, onrampOptions, resolveChoice } from './catalogue.js'
import { createCheckoutLink } from './checkoutLinks.js'
import { toCents } from './money.js'
import { purchaseReaderOf } from './purchaseReader.js'
import { quoteAndKeep } from './quotes.js'
import { checkoutLinkBody, PARTNER_USER_ID, quoteBody } from './requests.js'
import { sandboxCheckoutRoutes } from './sandbox/checkoutRoutes.js'
import { settle } from './sandbox/deliver.js'
import { createOnrampService } from './service.js'
import { purchaseAnswer, purchasesOf } from './store.js'

/**
 * Buying crypto (SPEC §7): `GET /v1/onramp/options`, `POST /v1/onramp/quote`, `POST /v1/generators/onrampurl`
 * and `GET /v1/onramp/purchases/{partnerUserId}` (with a purchase's read token or a sign-in session of the
 * address the purchases go to), under the project guard; bad input is a 400 whose reason
 * names it, a provider that is down or refuses a 503 or 502. Also the sandbox's checkout pages, outside the
 * guard (sandbox/checkoutRoutes.ts).
 */
export function onrampRoutes({ database, config, guard }: AppDeps, fetchFn: typeof fetch = fetch) {
  const db = database.db
  const onramp = createOnrampService(config, fetchFn)
  const { catalogue, treasury } = onramp
  const limits = rateLimitsOf(config)
  // Quotes may ask a provider and are kept; links record purchases: both counted like cache-skipping reads.
  const countQuote = perClientAndProject(
    config,
    limits.freshReadsPerClient,
    limits.freshReadsPerProject,
    'onramp quotes',
    database,
  )
  const countLink = perClientAndProject(
    config,
    limits.freshReadsPerClient,
    limits.freshReadsPerProject,
    'onramp checkout links',
    database,
  )
  const app = new Hono<GuardEnv>()
  app.use('/v1/onramp/*', guard)
  app.use('/v1/generators/*', guard)

  app.get(
    '/v1/onramp/options',
    withReasons(async (c) => c.json(onrampOptions(catalogue))),
  )

  app.post(
    '/v1/onramp/quote',
    withReasons(async (c) => {
      const projectId = c.get('project').id
      await countQuote(c, projectId)
      const body = await parseJsonBody(c.req, quoteBody)
      const resolved = resolveChoice(catalogue, body)
      const totalCents = toCents(body.amount)
      checkLimits(totalCents, resolved.currency, resolved.choice.paymentMethod)
      const { answer } = await quoteAndKeep(db, projectId, resolved, { totalCents })
      return c.json(answer)
    }),
  )

  app.post(
    '/v1/generators/onrampurl',
    withReasons(async (c) => {
      const projectId = c.get('project').id
      await countLink(c, projectId)
      const body = await parseJsonBody(c.req, checkoutLinkBody)
      return c.json(await createCheckoutLink(db, catalogue, projectId, body))
    }),
  )

  app.get(
    '/v1/onramp/purchases/:partnerUserId',
    withReasons(async (c) => {
      const partnerUserId = c.req.param('partnerUserId') ?? ''
      if (!PARTNER_USER_ID.test(partnerUserId))
        throw new ApiError(
          400,
          'INVALID_PARTNER_USER_ID',
          'Invalid partnerUserId: expected 1 to 49 letters, digits, - or _',
        )
      const projectId = c.get('project').id
      const reader = await purchaseReaderOf(db, projectId, c.req.header('authorization'))
      const rows = await purchasesOf(db, projectId, partnerUserId, reader)
      // A sandbox payout sent but not yet seen mined is looked at again when asked about.
      const settled = await Promise.all(
        rows.map((row) => (row.provider === 'sandbox' ? settle(db, treasury, row) : row)),
      )
      return c.json({ purchases: settled.map(purchaseAnswer) })
    }),
  )

  app.route('/', sandboxCheckoutRoutes(db, config, onramp, database))
  return app
}

import { clientIp } from '@foyer/server'
import { type Context, Hono } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ServiceConfig } from '../../config.js'
import type { Database } from '../../db/database.js'
import { type LimitStore, limiter, rateLimitsOf } from '../../limits.js'
import { limitsSentence } from '../catalogue.js'
import { CHECKOUT_TOKEN, hashCheckoutToken } from '../ids.js'
import { toCents } from '../money.js'
import type { OnrampService } from '../service.js'
import { DEFAULT_PAYMENT_CURRENCIES, limitsOf, type PaymentMethod } from '../settings.js'
import { findByCheckout, movePurchase, type PurchaseRow } from '../store.js'
import {
  type CardFormState,
  CHECKOUT_HEADERS,
  type CheckoutView,
  checkoutPage,
  statusPage,
  unknownCheckoutPage,
} from './checkoutPage.js'
import { deliver, settle } from './deliver.js'
import { checkoutPath } from './provider.js'
import { checkCard } from './testCards.js'

/**
 * The sandbox's checkout (a stand-in for a provider's hosted checkout): `GET /onramp/sandbox/checkout/{token}`
 * shows a pending purchase with its card, bank-transfer and cancel forms, or what it came to;
 * `POST …/card`, `…/bank` and `…/cancel` pay or cancel it and come back to it (303). Outside the project
 * guard: the page opens in a window of its own, and its secret token is its only key. A payment moves the
 * purchase from pending to paid once (store.movePurchase), so the tokens are sent once however often the
 * forms are posted.
 */
export function sandboxCheckoutRoutes(
  db: Database,
  config: ServiceConfig,
  { catalogue, treasury }: OnrampService,
  /** Where the posts are counted: the service's database (shared by its processes on PostgreSQL). */
  store?: LimitStore,
) {
  const app = new Hono()
  // Each post may send tokens on a chain: counted per client address, like the reads that skip the caches.
  const countPost = limiter(store, rateLimitsOf(config).freshReadsPerClient, 'checkout:')
  const currencies = catalogue.config.paymentCurrencies ?? DEFAULT_PAYMENT_CURRENCIES

  const html = (c: Context, body: string, status: ContentfulStatusCode = 200) =>
    c.html(body, status, CHECKOUT_HEADERS)
  const back = (c: Context, token: string) =>
    c.body(null, 303, { ...CHECKOUT_HEADERS, Location: checkoutPath(token) })

  function viewOf(purchase: PurchaseRow, token: string): CheckoutView {
    const quote = purchase.quote as Record<string, { value?: string } | undefined>
    return {
      path: checkoutPath(token),
      status: purchase.status,
      purchaseAmount: purchase.purchaseAmount,
      symbol: purchase.purchaseSymbol,
      networkName: catalogue.networkName(purchase.network) ?? purchase.network,
      address: purchase.destination.slice(purchase.network.length + 1),
      subtotal: quote.paymentSubtotal?.value ?? '',
      fee: quote[`${purchase.provider}Fee`]?.value ?? '',
      networkFee: quote.networkFee?.value ?? '',
      total: purchase.paymentTotal,
      currency: purchase.paymentCurrency,
      method: purchase.paymentMethod as PaymentMethod,
      transactionHash: purchase.transactionHash,
      failureReason: purchase.failureReason,
    }
  }

  /** The purchase a token opens (only the sandbox's purchases have one). */
  async function opened(token: string): Promise<PurchaseRow | undefined> {
    if (!CHECKOUT_TOKEN.test(token)) return undefined
    const purchase = await findByCheckout(db, hashCheckoutToken(token))
    return purchase?.provider === 'sandbox' ? purchase : undefined
  }

  /** Takes the payment (pending → paid, once) and pays the tokens out. */
  async function pay(purchase: PurchaseRow): Promise<void> {
    const paid = await movePurchase(db, purchase.id, ['pending'], 'paid')
    if (!paid) return
    if (!treasury) {
      await movePurchase(db, purchase.id, ['paid'], 'failed', {
        failureReason: 'The sandbox has no treasury here: nothing was sent',
      })
      return
    }
    await deliver(db, treasury, paid)
  }

  app.get('/onramp/sandbox/checkout/:token', async (c) => {
    const token = c.req.param('token')
    const found = await opened(token)
    if (!found) return html(c, unknownCheckoutPage(), 404)
    if (found.status === 'pending') return html(c, checkoutPage(viewOf(found, token)))
    return html(c, statusPage(viewOf(await settle(db, treasury, found), token)))
  })

  app.post('/onramp/sandbox/checkout/:token/:action', async (c) => {
    await countPost(clientIp(c, config.trustProxyHops ?? 0), 'checkout payments')
    const token = c.req.param('token')
    const action = c.req.param('action')
    const found = await opened(token)
    if (!found || !['card', 'bank', 'cancel'].includes(action))
      return html(c, unknownCheckoutPage(), 404)
    if (found.status !== 'pending') return back(c, token)
    if (action === 'cancel') {
      await movePurchase(db, found.id, ['pending'], 'abandoned')
      return back(c, token)
    }
    if (action === 'bank') {
      await pay(found)
      return back(c, token)
    }
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const text = (name: string) => {
      const value = (form as Record<string, unknown>)[name]
      return typeof value === 'string' ? value.slice(0, 64) : ''
    }
    const card = { number: text('number'), expiry: text('expiry'), cvc: text('cvc') }
    const typed = { number: card.number, expiry: card.expiry }
    const currency = currencies.find((candidate) => candidate.id === found.paymentCurrency)
    const cardLimit = currency ? limitsOf(currency, 'CARD') : undefined
    if (currency && cardLimit && toCents(found.paymentTotal) > toCents(cardLimit.max)) {
      const state: CardFormState = {
        field: 'method',
        message: `${limitsSentence(currency, 'CARD')} to pay by card: pay by bank transfer.`,
        typed,
      }
      return html(c, checkoutPage(viewOf(found, token), state), 400)
    }
    const checked = checkCard(card, new Date())
    if (checked.result === 'invalid')
      return html(
        c,
        checkoutPage(viewOf(found, token), {
          field: checked.field,
          message: checked.message,
          typed,
        }),
        400,
      )
    if (checked.result === 'declined')
      await movePurchase(db, found.id, ['pending'], 'failed', { failureReason: checked.reason })
    else await pay(found)
    return back(c, token)
  })

  return app
}

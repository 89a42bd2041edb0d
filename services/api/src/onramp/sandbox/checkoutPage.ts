import { createHash } from 'node:crypto'
import type { OnrampPurchaseStatus } from '../../db/onrampSchema.js'
import type { PaymentMethod } from '../settings.js'
import { APPROVED_TEST_CARD, type CardInput, DECLINED_TEST_CARD, spaced } from './testCards.js'

// The sandbox's checkout page and its status page: plain HTML rendered here, with their own small style
// (allowed by its hash) and no script at all; forms post back to this service. Everything shown is escaped.

const STYLE = [
  'body{font-family:system-ui,sans-serif;max-width:34rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1b1b1f;background:#fff}',
  'h1{font-size:1.5rem;margin:.5rem 0}h2{font-size:1.15rem;margin:1.5rem 0 .5rem}',
  '.notice{background:#fff4e5;border:1px solid #b35c00;border-radius:.5rem;padding:.5rem .75rem}',
  'dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0}dt{color:#444}dd{margin:0;text-align:end;font-variant-numeric:tabular-nums;overflow-wrap:anywhere}',
  '.total{font-weight:700}',
  'fieldset{border:1px solid #bbb;border-radius:.5rem;margin:1rem 0;padding:.75rem 1rem}legend{font-weight:600;padding:0 .25rem}',
  'label{display:block;margin:.5rem 0 .25rem}',
  'input{font:inherit;padding:.5rem;border:1px solid #767676;border-radius:.375rem;width:100%;box-sizing:border-box}',
  'input[aria-invalid=true]{border:2px solid #c92a2a}',
  '.hint{color:#444;font-size:.9rem;margin:.25rem 0}.error{color:#c92a2a;font-weight:600}',
  'button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:2px solid #3b5bdb;background:#3b5bdb;color:#fff;cursor:pointer;margin-top:.75rem}',
  'button.secondary{background:#fff;color:#1b1b1f;border-color:#767676}',
  ':focus-visible{outline:3px solid #1c7ed6;outline-offset:2px}',
  'code{overflow-wrap:anywhere}',
  '@media (prefers-color-scheme:dark){body{background:#141517;color:#e9ecef}dt,.hint{color:#c1c2c5}.notice{background:#2b1d0e;border-color:#f08c00}.error{color:#ff8787}input[aria-invalid=true]{border-color:#ff8787}button.secondary{background:#141517;color:#e9ecef}input{background:#25262b;color:#e9ecef}}',
].join('')

/**
 * The pages' headers: nothing loads but their own style (by hash), no script runs, forms post back here
 * only, no page may frame them, and the secret token in the address is never sent on as a Referer nor kept
 * in a cache.
 */
export const CHECKOUT_HEADERS = {
  'Content-Security-Policy': `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
} as const

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[
        character
      ] as string,
  )

/** What the pages show about a purchase. */
export type CheckoutView = {
  /** The checkout's path (its secret token in it): forms post to `${path}/card`, `/bank`, `/cancel`. */
  path: string
  status: OnrampPurchaseStatus
  purchaseAmount: string
  symbol: string
  networkName: string
  address: string
  /** Decimals with two places, in `currency`. */
  subtotal: string
  fee: string
  networkFee: string
  total: string
  currency: string
  method: PaymentMethod
  transactionHash?: string | null | undefined
  failureReason?: string | null | undefined
}

/** A mistake in the card form, shown beside its field, and what was typed (never the security code). */
export type CardFormState = {
  field: keyof CardInput | 'method'
  message: string
  typed?: { number: string; expiry: string } | undefined
}

function page(title: string, body: string, { refresh = false } = {}): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">${refresh ? '<meta http-equiv="refresh" content="2">' : ''}<title>${escapeHtml(title)} · Foyer sandbox checkout</title><style>${STYLE}</style></head><body><main><p class="notice"><strong>Sandbox checkout.</strong> Test mode: no money moves; the tokens come from the devnet's treasury.</p>${body}</main></body></html>`
}

function summary(view: CheckoutView): string {
  const money = (value: string) => `${escapeHtml(value)} ${escapeHtml(view.currency)}`
  return `<h2>Your purchase</h2><dl><dt>You receive</dt><dd>${escapeHtml(view.purchaseAmount)} ${escapeHtml(view.symbol)}</dd><dt>Network</dt><dd>${escapeHtml(view.networkName)}</dd><dt>Sent to</dt><dd><code>${escapeHtml(view.address)}</code></dd><dt>Price</dt><dd>${money(view.subtotal)}</dd><dt>Sandbox fee (1.5%)</dt><dd>${money(view.fee)}</dd><dt>Network fee</dt><dd>${money(view.networkFee)}</dd><dt class="total">Total</dt><dd class="total">${money(view.total)}</dd></dl>`
}

/** An input with its label, hint and error wired for assistive technology. */
function field(
  name: keyof CardInput,
  label: string,
  {
    autocomplete,
    value,
    form,
  }: { autocomplete: string; value: string; form?: CardFormState | undefined },
  hint?: string,
): string {
  const invalid = form?.field === name
  const describedBy = [hint ? `${name}-hint` : '', invalid ? `${name}-error` : '']
    .filter(Boolean)
    .join(' ')
  return `<label for="card-${name}">${label}</label>${hint ? `<p class="hint" id="${name}-hint">${hint}</p>` : ''}${invalid ? `<p class="error" id="${name}-error" role="alert">${escapeHtml(form.message)}</p>` : ''}<input id="card-${name}" name="${name}" required${name === 'expiry' ? '' : ' inputmode="numeric"'} autocomplete="${autocomplete}" value="${escapeHtml(value)}"${describedBy ? ` aria-describedby="${describedBy}"` : ''}${invalid ? ' aria-invalid="true" autofocus' : ''}>`
}

/** The checkout of a pending purchase: what is bought, and the card, bank and cancel forms. */
export function checkoutPage(view: CheckoutView, form?: CardFormState): string {
  const total = `${escapeHtml(view.total)} ${escapeHtml(view.currency)}`
  const methodError =
    form?.field === 'method' ? `<p class="error" role="alert">${escapeHtml(form.message)}</p>` : ''
  const card = `<form method="post" action="${escapeHtml(view.path)}/card"><fieldset><legend>Pay by card</legend>${methodError}${field(
    'number',
    'Card number',
    { autocomplete: 'cc-number', value: form?.typed?.number ?? '', form },
    `Test cards: ${spaced(APPROVED_TEST_CARD)} pays, ${spaced(DECLINED_TEST_CARD)} is declined.`,
  )}${field(
    'expiry',
    'Expiry date (MM/YY)',
    { autocomplete: 'cc-exp', value: form?.typed?.expiry ?? '', form },
    'Any date in the future.',
  )}${field('cvc', 'Security code (CVC)', { autocomplete: 'cc-csc', value: '', form }, 'Any 3 or 4 digits.')}<button type="submit">Pay ${total} by card</button></fieldset></form>`
  const bank = `<form method="post" action="${escapeHtml(view.path)}/bank"><fieldset><legend>Pay by bank transfer</legend><p class="hint">The sandbox's bank transfer arrives at once.</p><button type="submit">Pay ${total} by bank transfer</button></fieldset></form>`
  const cancel = `<form method="post" action="${escapeHtml(view.path)}/cancel"><button type="submit" class="secondary">Cancel purchase</button></form>`
  const methods = view.method === 'BANK_ACCOUNT' ? bank + card : card + bank
  return page(
    `Buy ${view.purchaseAmount} ${view.symbol}`,
    `<h1>Buy ${escapeHtml(view.purchaseAmount)} ${escapeHtml(view.symbol)}</h1>${summary(view)}<h2>Pay</h2>${methods}${cancel}`,
  )
}

/** What a purchase that is no longer pending came to. */
export function statusPage(view: CheckoutView): string {
  const bought = `${escapeHtml(view.purchaseAmount)} ${escapeHtml(view.symbol)}`
  const hash = view.transactionHash
    ? `<p>Transaction: <code>${escapeHtml(view.transactionHash)}</code></p>`
    : ''
  const close = '<p>You can close this window and go back to the app.</p>'
  const [title, body, refresh] = (() => {
    switch (view.status) {
      case 'completed':
        return [
          'Your tokens have arrived',
          `<p role="status">${bought} were sent to your wallet on ${escapeHtml(view.networkName)}.</p>${hash}${close}`,
          false,
        ]
      case 'failed':
        return [
          'The purchase failed',
          `<p role="alert">${escapeHtml(view.failureReason ?? 'The purchase failed.')}</p><p>This is the sandbox: nothing was charged.</p>${hash}${close}`,
          false,
        ]
      case 'abandoned':
        return [
          'Purchase cancelled',
          `<p role="status">You cancelled this purchase: nothing was charged.</p>${close}`,
          false,
        ]
      default:
        return [
          'Your tokens are on their way',
          `<p role="status">Payment received. ${bought} are being sent to your wallet on ${escapeHtml(view.networkName)}; this page updates by itself.</p>${hash}`,
          true,
        ]
    }
  })()
  return page(title, `<h1>${escapeHtml(title)}</h1>${body}${summary(view)}`, { refresh })
}

/** The page for a checkout link that leads nowhere. */
export function unknownCheckoutPage(): string {
  return page(
    'No such checkout',
    '<h1>No such checkout</h1><p>This checkout link is not known. Start the purchase again from the app.</p>',
  )
}

import type { ApprovalCall, ApprovalField, ApprovalSummary } from '@foyer/core'
import { h, ltr, type Speech } from './dom.js'
import { fill, fillText } from './format.js'
import { intentOf, permissionAmount } from './intent.js'
import type { ApprovalDetail, ApprovalView } from './protocol.js'
import type { ApprovalTexts } from './texts/en.js'

// The approval page's content, built with the DOM's own calls: every value the dapp chose is set as text,
// never parsed as markup. The test ids are the ones the modal's own summary used, so a host's browser tests
// find the same things — inside the wallet's frame.

/** The request, as the visitor checks it before deciding. */
export function renderView(view: ApprovalView, { t, f }: Speech): HTMLElement {
  const speech: Speech = { t, f, tokens: view.tokens }
  const summaries = Array.isArray(view.summary) ? view.summary : [view.summary]
  const count = f.decimal(String(summaries.length))
  return h(
    'div',
    { class: 'content' },
    h('h1', { id: 'title' }, t.titles[view.method as keyof ApprovalTexts['titles']] ?? view.method),
    h(
      'p',
      { class: 'origin', 'data-testid': 'foyer-approval-origin' },
      ...fill<Node | string>(t.askedBy, {
        // The origin is a string of Latin letters: kept whole, left to right, inside any language.
        origin: h('strong', { dir: 'ltr' }, view.origin),
        network: view.network,
      }),
    ),
    view.warnings.length
      ? h(
          'ul',
          { class: 'warnings', 'data-testid': 'foyer-approval-warnings' },
          ...view.warnings.map((warning) => h('li', {}, t.warnings[warning] ?? warning)),
        )
      : null,
    h(
      'div',
      { class: 'summary', 'data-testid': 'foyer-approval-summary' },
      ...summaries.map((summary, index) =>
        summaries.length > 1
          ? h(
              'section',
              {},
              h(
                'h2',
                {},
                fillText(t.transactionNumber, { index: f.decimal(String(index + 1)), count }),
              ),
              renderSummary(summary, speech),
            )
          : renderSummary(summary, speech),
      ),
    ),
    view.details.length
      ? h(
          'dl',
          { class: 'details', 'data-testid': 'foyer-approval-details' },
          ...view.details.map((one) =>
            detail(t.details[one.name] ?? one.name, detailValue(one, speech)),
          ),
        )
      : null,
  )
}

/** A detail's value as the visitor reads it: numbers in their locale, units, who pays. */
function detailValue(one: ApprovalDetail, { t, f }: Speech): Node | string {
  switch (one.name) {
    case 'account':
    case 'smartAccount':
    case 'nonceKey':
      return h('span', { class: 'mono', dir: 'ltr' }, one.value)
    case 'nonce':
      return f.plainInteger(one.value)
    case 'maxFeePerGas':
    case 'maxPriorityFeePerGas':
      return `${f.decimal(one.value)} gwei`
    case 'maxNetworkFee':
      return `${f.decimal(one.value)} ${one.symbol}`
    case 'gasPaidBy':
      return one.value === 'paymaster'
        ? t.paidByPaymaster
        : fillText(t.paidByAccount, { symbol: one.symbol })
    case 'priorityFee':
      return fillText(t.microLamports, { amount: f.decimal(one.value) })
    default:
      return f.decimal(one.value)
  }
}

function renderSummary(summary: ApprovalSummary, speech: Speech): Node {
  const { t, f } = speech
  switch (summary.kind) {
    case 'message':
      return h(
        'div',
        {},
        h('h2', {}, t.message),
        h('pre', { class: 'message', tabindex: '0', dir: 'auto' }, summary.message),
      )
    case 'typedData':
      return h(
        'div',
        {},
        h('h2', {}, t.domain),
        fields(summary.domain),
        h(
          'h2',
          {},
          summary.primaryType ? fillText(t.typedMessage, { type: summary.primaryType }) : t.message,
        ),
        fields(summary.message),
      )
    case 'transaction':
      return transaction(summary, speech)
    case 'calls': {
      const count = f.decimal(String(summary.calls.length))
      return h(
        'ol',
        { class: 'calls', 'data-testid': 'foyer-approval-calls' },
        ...summary.calls.map((call, index) =>
          h(
            'li',
            { 'data-testid': 'foyer-approval-call' },
            h('h2', {}, fillText(t.callNumber, { index: f.decimal(String(index + 1)), count })),
            transaction(call, speech),
          ),
        ),
      )
    }
    case 'permissions': {
      // 'Up to 10 fUSD' when the token's units are known, not '10000000' beside a hex address.
      const amount = permissionAmount(summary.fields, speech)
      return h(
        'dl',
        { class: 'details', 'data-testid': 'foyer-approval-permission' },
        ...summary.fields.map((field) =>
          detail(
            t.permission[field.name as keyof ApprovalTexts['permission']] ?? field.name,
            field.name === 'expiry'
              ? f.date(field.value)
              : field.name === 'allowance'
                ? (amount ?? ltr(f.decimal(field.value)))
                : field.name === 'signer' || field.name === 'token'
                  ? h('span', { class: 'mono', dir: 'ltr' }, field.value)
                  : h('span', { dir: 'auto' }, field.value),
          ),
        ),
      )
    }
    case 'rawTransaction':
      return h('div', {}, h('h2', {}, t.signedBytes), hex(summary.serialized))
  }
}

/**
 * A call as a person checks it: a token call said as a sentence ('Allow 0x70…79C8 to spend 1 fUSD') with
 * its contract, call and data behind 'Details'; any other call's recipient and value in the open, its
 * call data behind 'Details'.
 */
function transaction(call: ApprovalCall, speech: Speech): Node {
  const { t, f } = speech
  const intent = intentOf(call, speech)
  const recipient = detail(
    t.to,
    h(
      'span',
      { class: 'mono', dir: 'ltr', 'data-testid': 'foyer-approval-recipient' },
      call.to ?? t.newContract,
    ),
  )
  const value = detail(
    t.value,
    h(
      'bdi',
      { class: 'amount', dir: 'ltr', 'data-testid': 'foyer-approval-value' },
      `${f.decimal(call.value)} ${call.symbol}`,
    ),
  )
  const decoded = call.call
    ? detail(
        t.function,
        h(
          'span',
          {},
          h(
            'span',
            { class: 'mono', dir: 'ltr', 'data-testid': 'foyer-approval-function' },
            call.call.name,
          ),
          call.call.args.length ? fields(call.call.args) : null,
        ),
      )
    : undefined
  const data = call.data && call.data !== '0x' ? hex(call.data) : undefined
  if (intent) {
    // Coin sent along with a token call is never folded away.
    const withCoin = !/^0(\.0*)?$/.test(call.value)
    return h(
      'div',
      { class: 'call' },
      intent,
      withCoin ? h('dl', { class: 'details' }, value) : null,
      more(
        t,
        h(
          'dl',
          { class: 'details' },
          recipient,
          withCoin ? null : value,
          decoded,
          data ? detail(t.data, data) : null,
        ),
      ),
    )
  }
  // Not a token call the page can word: recipient, value and the decoded call in the open; undecoded data
  // (bytes no one can read at a glance) behind 'Details'.
  return h(
    'div',
    { class: 'call' },
    h(
      'dl',
      { class: 'details' },
      recipient,
      value,
      decoded ?? (data ? null : detail(t.data, t.none)),
    ),
    !decoded && data ? more(t, h('dl', { class: 'details' }, detail(t.data, data))) : null,
  )
}

/** What a person need not read to decide, folded: the call's fields, its raw data. */
function more(t: ApprovalTexts, content: Node): Node {
  return h('details', { class: 'more' }, h('summary', {}, t.showDetails), content)
}

function fields(list: readonly ApprovalField[]): Node {
  return h(
    'dl',
    { class: 'fields' },
    ...list.map((field) =>
      h(
        'div',
        {},
        h('dt', { dir: 'auto' }, field.name),
        h('dd', { dir: 'auto' }, field.fields ? fields(field.fields) : field.value),
      ),
    ),
  )
}

function detail(name: string, value: Node | string): Node {
  return h('div', {}, h('dt', {}, name), h('dd', {}, value))
}

/** Long hex (call data, signed bytes): all of it, wrapped; the visitor may scroll, nothing is hidden. */
function hex(value: string): Node {
  return h('span', { class: 'mono hex', dir: 'ltr', 'data-testid': 'foyer-approval-hex' }, value)
}

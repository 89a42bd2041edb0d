import type { ApprovalCall, ApprovalField, ApprovalSummary } from '@foyer/core'
import { type Format, fill, fillText } from './format.js'
import type { ApprovalDetail, ApprovalView } from './protocol.js'
import type { ApprovalTexts } from './texts/en.js'

// The approval page's content, built with the DOM's own calls: every value the dapp chose is set as text,
// never parsed as markup. The test ids are the ones the modal's own summary used, so a host's browser tests
// find the same things — inside the wallet's frame.

type Child = Node | string | null | undefined | false

/** An element with attributes and children (strings become text nodes). */
export function h(tag: string, attributes: Record<string, string> = {}, ...children: Child[]) {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  for (const child of children)
    if (child !== null && child !== undefined && child !== false) element.append(child)
  return element
}

/** What the page says things with: the visitor's language, and numbers and dates in their locale. */
export type Speech = { t: ApprovalTexts; f: Format }

/** The request, as the visitor checks it before deciding. */
export function renderView(view: ApprovalView, speech: Speech): HTMLElement {
  const { t, f } = speech
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
    case 'permissions':
      return h(
        'dl',
        { class: 'details', 'data-testid': 'foyer-approval-permission' },
        ...summary.fields.map((field) =>
          detail(
            t.permission[field.name as keyof ApprovalTexts['permission']] ?? field.name,
            field.name === 'expiry'
              ? f.date(field.value)
              : field.name === 'allowance'
                ? f.decimal(field.value)
                : h('span', { dir: 'auto' }, field.value),
          ),
        ),
      )
    case 'rawTransaction':
      return h('div', {}, h('h2', {}, t.signedBytes), hex(summary.serialized))
  }
}

function transaction(call: ApprovalCall, { t, f }: Speech): Node {
  return h(
    'dl',
    { class: 'details' },
    detail(
      t.to,
      h(
        'span',
        { class: 'mono', dir: 'ltr', 'data-testid': 'foyer-approval-recipient' },
        call.to ?? t.newContract,
      ),
    ),
    detail(
      t.value,
      h(
        'span',
        { 'data-testid': 'foyer-approval-value' },
        `${f.decimal(call.value)} ${call.symbol}`,
      ),
    ),
    call.call
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
      : detail(t.data, call.data && call.data !== '0x' ? hex(call.data) : t.none),
  )
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

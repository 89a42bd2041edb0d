import type { ApprovalCall, ApprovalField, ApprovalSummary } from '@foyer/core'
import type { ApprovalView } from './protocol.js'

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

const TITLES: Record<string, string> = {
  personal_sign: 'Sign this message',
  eth_signTypedData_v4: 'Sign this data',
  eth_sendTransaction: 'Send this transaction',
  eth_sendRawTransaction: 'Send this signed transaction',
  wallet_sendCalls: 'Send these calls',
  wallet_grantPermissions: 'Let another key act for your account',
  wallet_revokePermissions: 'Take back this permission',
  signMessage: 'Sign this message',
  signTransaction: 'Sign this transaction',
  signAllTransactions: 'Sign these transactions',
  signAndSendTransaction: 'Send this transaction',
}

const PERMISSION_LABELS: Record<string, string> = {
  signer: 'Key',
  token: 'Token',
  allowance: 'Up to',
  expiry: 'Until',
  error: 'Cannot be granted',
}

/** The request, as the visitor checks it before deciding. */
export function renderView(view: ApprovalView): HTMLElement {
  const summaries = Array.isArray(view.summary) ? view.summary : [view.summary]
  return h(
    'div',
    { class: 'content' },
    h('h1', { id: 'title' }, TITLES[view.method] ?? view.method),
    h(
      'p',
      { class: 'origin', 'data-testid': 'foyer-approval-origin' },
      'Asked by ',
      h('strong', {}, view.origin),
      ` on ${view.network}`,
    ),
    view.warnings.length
      ? h(
          'ul',
          { class: 'warnings', 'data-testid': 'foyer-approval-warnings' },
          ...view.warnings.map((warning) => h('li', {}, warning)),
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
              h('h2', {}, `Transaction ${index + 1} of ${summaries.length}`),
              renderSummary(summary),
            )
          : renderSummary(summary),
      ),
    ),
    view.details.length
      ? h(
          'dl',
          { class: 'details', 'data-testid': 'foyer-approval-details' },
          ...view.details.map(detail),
        )
      : null,
  )
}

function renderSummary(summary: ApprovalSummary): Node {
  switch (summary.kind) {
    case 'message':
      return h(
        'div',
        {},
        h('h2', {}, 'Message'),
        h('pre', { class: 'message', tabindex: '0' }, summary.message),
      )
    case 'typedData':
      return h(
        'div',
        {},
        h('h2', {}, 'Domain'),
        fields(summary.domain),
        h('h2', {}, summary.primaryType ? `Message (${summary.primaryType})` : 'Message'),
        fields(summary.message),
      )
    case 'transaction':
      return transaction(summary)
    case 'calls':
      return h(
        'ol',
        { class: 'calls', 'data-testid': 'foyer-approval-calls' },
        ...summary.calls.map((call, index) =>
          h(
            'li',
            { 'data-testid': 'foyer-approval-call' },
            h('h2', {}, `Call ${index + 1} of ${summary.calls.length}`),
            transaction(call),
          ),
        ),
      )
    case 'permissions':
      return h(
        'dl',
        { class: 'details', 'data-testid': 'foyer-approval-permission' },
        ...summary.fields.map((field) =>
          detail({
            name: PERMISSION_LABELS[field.name] ?? field.name,
            value:
              field.name === 'expiry' && /^\d+$/.test(field.value)
                ? new Date(Number(field.value) * 1000).toLocaleString()
                : field.value,
          }),
        ),
      )
    case 'rawTransaction':
      return h('div', {}, h('h2', {}, 'Signed bytes'), hex(summary.serialized))
  }
}

function transaction(call: ApprovalCall): Node {
  return h(
    'dl',
    { class: 'details' },
    h(
      'div',
      {},
      h('dt', {}, 'To'),
      h(
        'dd',
        {},
        h(
          'span',
          { class: 'mono', 'data-testid': 'foyer-approval-recipient' },
          call.to ?? 'New contract',
        ),
      ),
    ),
    h(
      'div',
      {},
      h('dt', {}, 'Value'),
      h('dd', { 'data-testid': 'foyer-approval-value' }, `${call.value} ${call.symbol}`),
    ),
    call.call
      ? h(
          'div',
          {},
          h('dt', {}, 'Function'),
          h(
            'dd',
            {},
            h('span', { class: 'mono', 'data-testid': 'foyer-approval-function' }, call.call.name),
            call.call.args.length ? fields(call.call.args) : null,
          ),
        )
      : h(
          'div',
          {},
          h('dt', {}, 'Data'),
          h('dd', {}, call.data && call.data !== '0x' ? hex(call.data) : 'None'),
        ),
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
        h('dt', {}, field.name),
        h('dd', {}, field.fields ? fields(field.fields) : field.value),
      ),
    ),
  )
}

function detail(field: ApprovalField): Node {
  return h('div', {}, h('dt', {}, field.name), h('dd', {}, field.value))
}

/** Long hex (call data, signed bytes): all of it, wrapped; the visitor may scroll, nothing is hidden. */
function hex(value: string): Node {
  return h('span', { class: 'mono hex', 'data-testid': 'foyer-approval-hex' }, value)
}

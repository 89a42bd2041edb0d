// @vitest-environment happy-dom
import type { ApprovalSummary } from '@foyer/core/adapter'
import { expect, test } from 'vitest'
import { definitions, requestApprovalInModal } from '../../_test/approval.js'
import { click, get, step, waitFor } from '../../_test/render.js'

const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** A Foyer whose wallet asks to approve `summary`; `perform` is the wallet's work once approved. */
const approving = (summary: ApprovalSummary, perform?: () => Promise<string>) =>
  requestApprovalInModal(summary, { method: 'eth_sendTransaction', perform })

/** The element matching `selector` inside `root`; throws when missing. */
function find(root: Element, selector: string): HTMLElement {
  const element = root.querySelector<HTMLElement>(selector)
  if (!element) throw new Error(`no ${selector}`)
  return element
}

test('a message: its text, the network, and no way out but Reject or Approve', async () => {
  const { foyer, shadow, summary } = await approving({
    kind: 'message',
    message: 'Sign in to example.com\nNonce: 42',
  })
  expect(get('#foyer-title', shadow).textContent).toBe('Approve Transaction')
  expect(shadow.textContent).toContain('Sign this message')
  expect(get('[data-testid="foyer-approval-network"]', shadow).textContent).toBe('Chain 10')
  expect(find(summary, 'pre').textContent).toBe('Sign in to example.com\nNonce: 42')
  expect(shadow.querySelector('[data-testid="foyer-close"]')).toBeNull()
  expect(shadow.querySelector('[data-testid="foyer-back"]')).toBeNull()
  // Escape asks core to close, which refuses on this view.
  await step(() => get('dialog', shadow).dispatchEvent(new Event('cancel', { cancelable: true })))
  expect(foyer.getState().open).toBe(true)
})

test('typed data: the primary type, then the domain and the message as nested definition lists', async () => {
  const { shadow, summary } = await approving({
    kind: 'typedData',
    primaryType: 'Mail',
    domain: [
      { name: 'name', value: 'Ether Mail' },
      { name: 'chainId', value: '1' },
    ],
    message: [
      {
        name: 'from',
        value: '',
        fields: [
          { name: 'name', value: 'Cow' },
          { name: 'wallet', value: RECIPIENT },
        ],
      },
      { name: 'contents', value: 'Hello, Bob!' },
    ],
  })
  expect(shadow.textContent).toContain('Sign this Mail')
  const [domain, message] = [...summary.querySelectorAll(':scope > dl')]
  expect(definitions(domain as Element)).toEqual([
    ['name', 'Ether Mail'],
    ['chainId', '1'],
  ])
  expect(definitions(message as Element)[1]).toEqual(['contents', 'Hello, Bob!'])
  const nested = message?.querySelector('dd > dl') as Element
  expect(definitions(nested)).toEqual([
    ['name', 'Cow'],
    ['wallet', RECIPIENT],
  ])
})

test('a transaction with a decoded call: the full recipient (copyable), the value, the function and its arguments', async () => {
  const { summary } = await approving({
    kind: 'transaction',
    to: RECIPIENT,
    value: '0.5',
    symbol: 'ETH',
    data: '0xa9059cbb',
    call: {
      name: 'transfer',
      args: [
        { name: 'to', value: RECIPIENT },
        { name: 'amount', value: '1000000' },
      ],
    },
  })
  expect(find(summary, '[data-testid="foyer-approval-recipient"]').textContent).toBe(RECIPIENT)
  expect(find(summary, '[aria-label="Copy address"]')).toBeTruthy()
  expect(find(summary, '[data-testid="foyer-approval-value"]').textContent).toBe('0.5 ETH')
  expect(find(summary, '[data-testid="foyer-approval-function"]').textContent).toBe('transfer')
  expect(definitions(find(summary, '.approval-fields'))).toEqual([
    ['to', RECIPIENT],
    ['amount', '1000000'],
  ])
  expect(summary.querySelector('[data-testid="foyer-approval-hex"]')).toBeNull()
})

test('a transaction without a known call shows its data, truncated until "Show all"', async () => {
  const data = `0x${'ab'.repeat(100)}`
  const { shadow, summary } = await approving({
    kind: 'transaction',
    to: RECIPIENT,
    value: '0',
    symbol: 'ETH',
    data,
  })
  const hex = () => find(summary, '[data-testid="foyer-approval-hex"]').textContent
  expect(hex()).toBe(`${data.slice(0, 66)}…`)
  await click('Show all', shadow)
  expect(hex()).toBe(data)
  expect(find(summary, '[aria-expanded="true"]').textContent).toBe('Show less')
})

test('a signed transaction shows its serialized bytes', async () => {
  const { summary } = await approving({ kind: 'rawTransaction', serialized: '0x02f8' })
  expect(find(summary, '[data-testid="foyer-approval-hex"]').textContent).toBe('0x02f8')
})

test('Approve runs the request: both buttons wait while it runs, then the view closes with the result', async () => {
  let finish = (_value: string) => {}
  const { foyer, shadow, result } = await approving(
    { kind: 'message', message: 'hi' },
    () =>
      new Promise<string>((resolve) => {
        finish = resolve
      }),
  )
  await click(get('[data-testid="foyer-approve"]', shadow))
  const approve = get<HTMLButtonElement>('[data-testid="foyer-approve"]', shadow)
  const reject = get<HTMLButtonElement>('[data-testid="foyer-reject"]', shadow)
  expect(foyer.getState().approvals[0]?.status).toBe('running')
  expect(approve.disabled).toBe(true)
  expect(approve.getAttribute('aria-busy')).toBe('true')
  expect(approve.textContent).toBe('Approving…')
  expect(reject.disabled).toBe(true)

  await step(() => finish('0xsignature'))
  await expect(result).resolves.toBe('0xsignature')
  await waitFor(() => expect(foyer.getState().open).toBe(false))
})

test('Reject declines the request with the user-rejected error and never runs it', async () => {
  let ran = false
  const { foyer, shadow, result } = await approving(
    { kind: 'message', message: 'hi' },
    async () => {
      ran = true
      return 'x'
    },
  )
  await click(get('[data-testid="foyer-reject"]', shadow))
  await expect(result).rejects.toMatchObject({ name: 'UserRejectedRequestError', code: 4001 })
  expect(ran).toBe(false)
  await waitFor(() => expect(foyer.getState().open).toBe(false))
})

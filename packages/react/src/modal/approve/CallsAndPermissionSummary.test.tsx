// @vitest-environment happy-dom
import type { ApprovalSummary } from '@foyer/core/adapter'
import { expect, test } from 'vitest'
import { definitions, requestApprovalInModal } from '../../_test/approval.js'

// Issue 20's requests in ApproveTransaction: a batch (EIP-5792) shows every call, numbered, in order; a
// permission (ERC-7715) shows which key, which token, how much, until when — or why it cannot be granted.
const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const TOKEN = '0xdAC17F958D2ee523a2206206994597C13D831ec7'

const approving = (summary: ApprovalSummary, method = 'wallet_sendCalls') =>
  requestApprovalInModal(summary, { method })

/** The permission's definition list inside the summary; throws when missing. */
function permissionList(summary: Element): Element {
  const list = summary.querySelector('[data-testid="foyer-approval-permission"]')
  if (!list) throw new Error('no permission list')
  return list
}

test('a batch: "Send these 2 calls together", then each call numbered with its recipient, in order', async () => {
  const { shadow, summary } = await approving({
    kind: 'calls',
    calls: [
      {
        to: TOKEN,
        value: '0',
        symbol: 'ETH',
        data: '0x095ea7b3',
        call: {
          name: 'approve',
          args: [
            { name: 'spender', value: BOB },
            { name: 'amount', value: '5000000' },
          ],
        },
      },
      { to: ALICE, value: '0.5', symbol: 'ETH', data: undefined },
    ],
  })
  expect(shadow.textContent).toContain('Send these 2 calls together')
  const calls = [...summary.querySelectorAll('[data-testid="foyer-approval-call"]')]
  expect(calls).toHaveLength(2)
  expect(calls.map((call) => call.querySelector('h3')?.textContent)).toEqual([
    'Call 1 of 2',
    'Call 2 of 2',
  ])
  expect(
    calls.map(
      (call) => call.querySelector('[data-testid="foyer-approval-recipient"]')?.textContent,
    ),
  ).toEqual([TOKEN, ALICE])
  expect(
    calls.map((call) => call.querySelector('[data-testid="foyer-approval-value"]')?.textContent),
  ).toEqual(['0 ETH', '0.5 ETH'])
  expect(calls[0]?.querySelector('[data-testid="foyer-approval-function"]')?.textContent).toBe(
    'approve',
  )
  expect(calls[0]?.textContent).toContain(BOB)
  expect(calls[1]?.querySelector('[data-testid="foyer-approval-function"]')).toBeNull()
  expect(calls[1]?.textContent).toContain('None')
})

test('a batch of one is numbered 1 of 1', async () => {
  const { summary } = await approving({
    kind: 'calls',
    calls: [{ to: ALICE, value: '1', symbol: 'ETH', data: undefined }],
  })
  expect(summary.querySelector('h3')?.textContent).toBe('Call 1 of 1')
})

test('a permission: Key, Token, Up to and Until (a date, not seconds)', async () => {
  const expiry = 1_900_000_000
  const { foyer, shadow, summary } = await approving(
    {
      kind: 'permissions',
      action: 'grant',
      fields: [
        { name: 'signer', value: BOB },
        { name: 'token', value: TOKEN },
        { name: 'allowance', value: '1000000' },
        { name: 'expiry', value: String(expiry) },
      ],
    },
    'wallet_grantPermissions',
  )
  expect(shadow.textContent).toContain('Let another key act for your account')
  const list = permissionList(summary)
  const until = new Intl.DateTimeFormat(foyer.getState().locale.tag, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(expiry * 1000)
  expect(until).toContain('2030')
  expect(definitions(list)).toEqual([
    ['Key', BOB],
    ['Token', TOKEN],
    ['Up to', '1000000'],
    ['Until', until],
  ])
  expect(list.textContent).not.toContain(String(expiry))
})

test('a permission that cannot be granted says why', async () => {
  const refused = await approving(
    {
      kind: 'permissions',
      action: 'grant',
      fields: [{ name: 'error', value: 'The expiry has passed' }],
    },
    'wallet_grantPermissions',
  )
  expect(definitions(permissionList(refused.summary))).toEqual([
    ['Cannot be granted', 'The expiry has passed'],
  ])
})

test('a revocation names its key', async () => {
  const revoke = await approving(
    { kind: 'permissions', action: 'revoke', fields: [{ name: 'signer', value: BOB }] },
    'wallet_revokePermissions',
  )
  expect(revoke.shadow.textContent).toContain('Take back this permission')
  expect(definitions(permissionList(revoke.summary))).toEqual([['Key', BOB]])
})

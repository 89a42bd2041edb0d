// @vitest-environment happy-dom
import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { expect, test } from 'vitest'
import { summarizeEvmRequest } from '../summary/evmSummary.js'
import { createFormat } from './format.js'
import { unitsToDecimal } from './intent.js'
import type { ApprovalView } from './protocol.js'
import { renderView } from './render.js'
import { ar } from './texts/ar.js'
import { en } from './texts/en.js'

// Issue 40 (design, 5): a token call reads as the sentence a person decides on, in the token's units, with
// the call's fields and data behind 'Details'; a permission says 'Up to 10 fUSD'.

const TOKEN = '0xF0e7000000000000000000000000000000000002'
const SPENDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ETH = { symbol: 'ETH', decimals: 18 }
const tokens = { [TOKEN.toLowerCase()]: { symbol: 'fUSD', decimals: 6 } }

const batch = (amount: bigint) =>
  summarizeEvmRequest(
    'wallet_sendCalls',
    [
      {
        version: '2.0.0',
        chainId: '0x7a69',
        atomicRequired: true,
        calls: [
          {
            to: TOKEN,
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: 'approve',
              args: [SPENDER, amount],
            }),
          },
          {
            to: TOKEN,
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: 'transfer',
              args: [SPENDER, 2_500_000n],
            }),
          },
        ],
      },
    ],
    ETH,
  )

const view = (summary: ApprovalView['summary'], known = tokens): ApprovalView => ({
  origin: 'https://app.example',
  method: 'wallet_sendCalls',
  network: 'Foyer Devnet',
  summary,
  details: [],
  warnings: [],
  tokens: known,
})

test('a batch reads as sentences in the token’s units; the decoded call and data are behind Details', () => {
  const page = renderView(view(batch(1_000_000n)), { t: en, f: createFormat('en') })
  const intents = [...page.querySelectorAll('[data-testid="foyer-approval-intent"]')]
  expect(intents.map((intent) => intent.textContent)).toEqual([
    'Allow 0x7099…79C8 to spend f1 fUSD',
    'Send f2.5 fUSD to 0x7099…79C8',
  ])
  // Never 'amount 1000000' in the open: the raw call is folded, its function still there to check.
  const call = page.querySelector('[data-testid="foyer-approval-call"]') as HTMLElement
  const details = call.querySelector('details') as HTMLDetailsElement
  expect(details.open).toBe(false)
  expect(details.querySelector('summary')?.textContent).toBe('Details')
  expect(details.textContent).toContain('approve')
  expect(details.textContent).toContain('1000000')
  expect(call.querySelector('.intent')?.textContent).not.toContain('1000000')
})

test('an unlimited approval says all of the token; an unknown token shows the decoded call as before', () => {
  const unlimited = renderView(view(batch(maxUint256)), { t: en, f: createFormat('en') })
  expect(unlimited.querySelector('[data-testid="foyer-approval-intent"]')?.textContent).toBe(
    'Allow 0x7099…79C8 to spend all your ffUSD',
  )
  const unknown = renderView(view(batch(1n), {}), { t: en, f: createFormat('en') })
  expect(unknown.querySelector('[data-testid="foyer-approval-intent"]')).toBeNull()
  expect(
    unknown.querySelector('[data-testid="foyer-approval-function"]')?.closest('details'),
  ).toBeNull()
})

test('in Arabic, amounts and addresses are left-to-right isolates that do not wrap', () => {
  const page = renderView(view(batch(1_000_000n)), { t: ar, f: createFormat('ar') })
  const intent = page.querySelector('[data-testid="foyer-approval-intent"]') as HTMLElement
  const isolates = [...intent.querySelectorAll('bdi')]
  expect(isolates.map((bdi) => [bdi.getAttribute('dir'), bdi.className])).toEqual([
    ['ltr', 'mono address'],
    ['ltr', 'amount token-amount'],
  ])
  expect(isolates[1]?.textContent).toMatch(/fUSD$/)
})

test('a permission’s allowance in its token’s units', () => {
  const summary = {
    kind: 'permissions' as const,
    action: 'grant' as const,
    fields: [
      { name: 'signer', value: SPENDER },
      { name: 'token', value: TOKEN },
      { name: 'allowance', value: '10000000' },
      { name: 'expiry', value: '1800000000' },
    ],
  }
  const page = renderView(view(summary), { t: en, f: createFormat('en') })
  const permission = page.querySelector('[data-testid="foyer-approval-permission"]') as HTMLElement
  expect(permission.textContent).toContain('Up tof10 fUSD')
  expect(permission.textContent).not.toContain('10000000')
})

test('base units as exact decimals', () => {
  expect(unitsToDecimal(1_000_000n, 6)).toBe('1')
  expect(unitsToDecimal(2_500_000n, 6)).toBe('2.5')
  expect(unitsToDecimal(1n, 18)).toBe('0.000000000000000001')
  expect(unitsToDecimal(0n, 0)).toBe('0')
  expect(unitsToDecimal(12n, 0)).toBe('12')
})

test('a user operation’s nonce: its sequence as a number, its key as hex beside it, left to right', () => {
  const page = renderView(
    {
      ...view(batch(1_000_000n)),
      details: [
        { name: 'nonce', value: '7' },
        { name: 'nonceKey', value: '0x19acb0e4180' },
      ],
    },
    { t: ar, f: createFormat('ar') },
  )
  const details = page.querySelector('[data-testid="foyer-approval-details"]') as HTMLElement
  const rows = [...details.children].map((row) => [
    row.querySelector('dt')?.textContent,
    row.querySelector('dd')?.textContent,
  ])
  expect(rows).toEqual([
    [ar.details.nonce, createFormat('ar').plainInteger('7')],
    [ar.details.nonceKey, '0x19acb0e4180'],
  ])
  expect(details.querySelector('dd .mono')?.getAttribute('dir')).toBe('ltr')
})

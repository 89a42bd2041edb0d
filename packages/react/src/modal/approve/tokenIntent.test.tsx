// @vitest-environment happy-dom
import { en } from '@foyer/core'
import type { ApprovalCall } from '@foyer/core/adapter'
import { expect, test } from 'vitest'
import { createTestFoyer, render } from '../../_test/render.js'
import { tokenIntent } from './tokenIntent.js'

// Issue 40 (design, 5): the modal words a token call as the wallet's approval page does.

const TOKEN = '0xF0e7000000000000000000000000000000000002'
const SPENDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const fusd = { symbol: 'fUSD', decimals: 6, icon: undefined }
const call = (name: string, args: string[]): ApprovalCall => ({
  to: TOKEN,
  value: '0',
  symbol: 'ETH',
  data: '0x',
  call: { name, args: args.map((value, index) => ({ name: `arg${index}`, value })) },
})

test('approve and transfer as sentences in the token’s units; others, or an unknown token, not at all', async () => {
  // The token's icon comes from the instance (TokenIcon): render under a Foyer.
  const foyer = createTestFoyer()
  const words = async (node: ReturnType<typeof tokenIntent>) =>
    (await render(<div>{node}</div>, foyer)).textContent
  expect(await words(tokenIntent(call('approve', [SPENDER, '1000000']), fusd, en, 'en'))).toBe(
    'Allow 0x70…dc79C8 to spend 1 fUSD',
  )
  expect(
    await words(
      tokenIntent(call('approve', [SPENDER, (2n ** 256n - 1n).toString()]), fusd, en, 'en'),
    ),
  ).toBe('Allow 0x70…dc79C8 to spend all your fUSD')
  expect(await words(tokenIntent(call('transfer', [SPENDER, '2500000']), fusd, en, 'en'))).toBe(
    'Send 2.5 fUSD to 0x70…dc79C8',
  )
  expect(tokenIntent(call('approve', [SPENDER, '1']), undefined, en, 'en')).toBeNull()
  expect(tokenIntent(call('mint', [SPENDER, '1']), fusd, en, 'en')).toBeNull()
})

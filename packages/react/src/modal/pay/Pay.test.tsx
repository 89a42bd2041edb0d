// @vitest-environment happy-dom
import { pay } from '@foyer/core'
import { expect, test } from 'vitest'
import { click, createTestFoyer, get, modal, render, step, waitFor } from '../../_test/render.js'

// Issue 40 (design, 6): Pay without a wallet says "Connect a wallet…" and offers it as the primary action;
// connecting from there comes back to the payment (closing the modal would cancel it).
test('Pay without a wallet offers to connect one, and connecting returns to the payment', async () => {
  const foyer = createTestFoyer({ features: { pay: true } as never })
  await render(<p>host</p>, foyer)
  let settled = false
  await step(() => {
    pay(foyer, {
      recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      amount: '12',
      asset: 'eip155:1/slip44:60',
      network: 'eip155:1',
    }).then(
      () => (settled = true),
      () => (settled = true),
    )
  })
  const shadow = await waitFor(() => modal())
  const connect = await waitFor(() => get('[data-testid="foyer-pay-connect"]', shadow))
  expect(connect.className).toBe('primary')
  expect(connect.textContent).toBe('Connect a wallet')
  await click(connect)
  expect(foyer.getState().router.view).toBe('Connect')
  await click(get('[data-testid="wallet-memory"]', shadow))
  await waitFor(() => expect(foyer.getState().accounts.eip155?.status).toBe('connected'))
  await waitFor(() => expect(foyer.getState().router.view).toBe('Pay'))
  expect(foyer.getState().open).toBe(true)
  expect(foyer.getState().pay?.status).toBe('choosing')
  expect(settled).toBe(false)
  await waitFor(() => get('[data-testid="foyer-pay-wallet"]', shadow))
})

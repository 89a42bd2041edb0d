// @vitest-environment happy-dom
// The Hooks page's example, run as written: what it shows before and after connecting is what its comments
// say the hooks return (the test's memory wallet holds 1.2345 ETH on a network named 'Chain 1').
import { truncateAddress } from '@foyer/core'
import { expect, test } from 'vitest'
import { createTestFoyer, render, step, waitFor } from '../../packages/react/src/_test/render.js'
import { AccountSummary } from '../snippets/hooks/AccountSummary.js'

test('the hooks example shows the account, its network and its balance as formatBalance writes it', async () => {
  const foyer = createTestFoyer()
  const container = await render(<AccountSummary />, foyer)
  expect(container.textContent).toBe('Not connected (disconnected)')
  await step(() => foyer.connect({ connectorUid: 'memory-1' }))
  const address = foyer.getState().accounts.eip155?.address ?? ''
  await waitFor(() =>
    expect(container.textContent).toBe(`${truncateAddress(address)} on Chain 1: 1.234 ETH`),
  )
})

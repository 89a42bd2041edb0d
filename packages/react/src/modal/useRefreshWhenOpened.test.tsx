// @vitest-environment happy-dom
import { expect, test } from 'vitest'
import { createTestFoyer, get, openAccount, step, waitFor } from '../_test/render.js'

// A balance that changed behind Foyer's back (funds sent from another app, a faucet, anvil_setBalance):
// reopening the modal must show it once the cached one is older than its 30 s (issue 40's newcomer path).

const ONE_ETH_MORE = { value: 2_234_500_000_000_000_000n, decimals: 18, symbol: 'ETH' }

/** Ages every cached balance past its 30 s, as if the visitor came back to the page later. */
function ageBalances(foyer: ReturnType<typeof createTestFoyer>, by: number) {
  foyer.queryClient.setQueriesData({ queryKey: ['foyer', 'balance'] }, (data: unknown) => data, {
    updatedAt: Date.now() - by,
  })
}

async function accountWithBalanceChangedElsewhere() {
  const foyer = createTestFoyer()
  let reads = 0
  const read = foyer.adapter.getBalance.bind(foyer.adapter)
  foyer.adapter.getBalance = (parameters) => {
    reads++
    return read(parameters)
  }
  const shadow = await openAccount(foyer)
  const balance = () => get('[data-testid="foyer-account-balance"]', shadow).textContent
  await waitFor(() => expect(balance()).toBe('1.234 ETH'))
  await step(() => foyer.close())
  foyer.adapter.getBalance = async () => {
    reads++
    return ONE_ETH_MORE
  }
  return { foyer, balance, reads: () => reads }
}

test('reopening the modal reads a balance older than 30 s again, and shows the new one', async () => {
  const { foyer, balance } = await accountWithBalanceChangedElsewhere()
  ageBalances(foyer, 31_000)
  await step(() => foyer.open())
  await waitFor(() => expect(balance()).toBe('2.234 ETH'))
})

test('reopening within 30 s keeps the cached balance: no read', async () => {
  const { foyer, balance, reads } = await accountWithBalanceChangedElsewhere()
  const before = reads()
  ageBalances(foyer, 10_000)
  await step(() => foyer.open())
  await step()
  expect(reads()).toBe(before)
  expect(balance()).toBe('1.234 ETH')
})

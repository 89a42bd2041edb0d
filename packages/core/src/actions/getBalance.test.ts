import { describe, expect, test } from 'vitest'
import { inABrowserLikePage } from '../_test/browserLike.js'
import { balanceLine, serveData, serviceDown } from '../_test/dataService.js'
import { createMemoryAdapter } from '../_test/memoryAdapter.js'
import { createServicesFoyer } from '../_test/servicesFoyer.js'
import { createFoyer } from '../createFoyer.js'
import { getBalance } from './getBalance.js'

inABrowserLikePage()

describe.each(['eip155', 'solana'] as const)('on %s', (namespace) => {
  test('balance: read through the adapter for the connected account', async () => {
    const adapter = createMemoryAdapter({ namespace })
    const foyer = createFoyer({ adapters: [adapter], projectId: 'p', storage: null })
    await expect(getBalance(foyer)).rejects.toMatchObject({ code: 'NOT_CONNECTED' })
    await foyer.connect({ connectorUid: adapter.connector.uid })
    const balance = await getBalance(foyer)
    expect(balance.formatted).toBe(namespace === 'eip155' ? '1.2345' : '2.5')
    expect(balance.symbol).toBe(adapter.networks[0]?.nativeCurrency.symbol)
  })
})

const ETHER = balanceLine({ value: 7.5, quantity: { numeric: '7.5', decimals: '18' } })

test('with the data service, the balance is its native line on the network asked for', async () => {
  const asked = serveData({ '/balance': () => ({ balances: [ETHER] }) })
  const foyer = createServicesFoyer()
  await foyer.connect({ connectorUid: 'memory-1' })
  expect(await getBalance(foyer, { caipNetworkId: 'eip155:1' })).toEqual({
    value: 7_500_000_000_000_000_000n,
    decimals: 18,
    symbol: 'ETH',
    formatted: '7.5',
  })
  expect(asked.map((url) => url.searchParams.get('chainId'))).toEqual(['eip155:1'])
})

test('the service down: the adapter reads the chain instead', async () => {
  serveData({ '/balance': serviceDown })
  const foyer = createServicesFoyer()
  await foyer.connect({ connectorUid: 'memory-1' })
  expect((await getBalance(foyer)).formatted).toBe('1.2345')
})

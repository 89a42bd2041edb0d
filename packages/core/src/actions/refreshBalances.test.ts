import { expect, test } from 'vitest'
import { inABrowserLikePage } from '../_test/browserLike.js'
import { serveData } from '../_test/dataService.js'
import { createServicesFoyer } from '../_test/servicesFoyer.js'
import { refreshBalances } from './refreshBalances.js'

inABrowserLikePage()

/** Puts a query under `['foyer', part]` in the instance's cache. */
const cache = (foyer: ReturnType<typeof createServicesFoyer>, part: string) =>
  foyer.queryClient.setQueryData(['foyer', part, 'eip155:1'], 'cached')
const invalidated = (foyer: ReturnType<typeof createServicesFoyer>, part: string) =>
  foyer.queryClient.getQueryState(['foyer', part, 'eip155:1'])?.isInvalidated

test('the service skips its cache for the account, then what a transaction changes is read again', async () => {
  const asked = serveData({ '/balance': () => ({ balances: [] }) })
  const foyer = createServicesFoyer()
  await foyer.connect({ connectorUid: 'memory-1' })
  const network = foyer.getState().networks.eip155?.caipNetwork
  if (!network) throw new Error('the memory wallet is on a network')
  for (const part of ['balance', 'activity', 'swapQuote', 'onrampOptions']) cache(foyer, part)
  await refreshBalances(foyer, network)
  expect(asked.map((url) => url.searchParams.get('forceUpdate'))).toEqual(['true'])
  expect(asked[0]?.searchParams.get('chainId')).toBe('eip155:1')
  expect(['balance', 'activity', 'swapQuote'].map((part) => invalidated(foyer, part))).toEqual([
    true,
    true,
    true,
  ])
  expect(invalidated(foyer, 'onrampOptions')).toBe(false)
})

test('with no account on the network, the service is not asked; the queries still refetch', async () => {
  const asked = serveData({ '/balance': () => ({ balances: [] }) })
  const foyer = createServicesFoyer()
  const network = foyer.getState().networks.eip155?.caipNetwork
  if (!network) throw new Error('the instance starts on a network')
  cache(foyer, 'tokenBalances')
  await refreshBalances(foyer, network)
  expect(asked).toEqual([])
  expect(invalidated(foyer, 'tokenBalances')).toBe(true)
})

import { afterEach, expect, test, vi } from 'vitest'
import { inABrowserLikePage } from '../_test/browserLike.js'
import { serveOnramp } from '../_test/onrampService.js'
import { createServicesFoyer } from '../_test/servicesFoyer.js'
import { getOnrampPurchase } from './getOnrampPurchase.js'

inABrowserLikePage()
afterEach(() => vi.unstubAllGlobals())

test('a purchase is asked with its read token as a bearer credential, never in the URL', async () => {
  const readToken = `rt_${'a'.repeat(43)}`
  const asked = serveOnramp({ '/v1/onramp/purchases/p-1': () => [200, { purchases: [] }] })
  expect(
    await getOnrampPurchase(createServicesFoyer(), { partnerUserId: 'p-1', readToken }),
  ).toBeUndefined()
  expect(asked[0]?.headers).toMatchObject({ authorization: `Bearer ${readToken}` })
  expect(asked[0]?.url).not.toContain(readToken)
})

test('a service that fails reads as the onramp being unavailable', async () => {
  serveOnramp({})
  await expect(
    getOnrampPurchase(createServicesFoyer(), { partnerUserId: 'p-1', readToken: 'rt' }),
  ).rejects.toMatchObject({ shortMessage: 'Buying crypto is not available right now' })
})

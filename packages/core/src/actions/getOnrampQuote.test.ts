import { afterEach, expect, test, vi } from 'vitest'
import { inABrowserLikePage } from '../_test/browserLike.js'
import { onrampQuote, serveOnramp } from '../_test/onrampService.js'
import { createServicesFoyer } from '../_test/servicesFoyer.js'
import { getOnrampQuote } from './getOnrampQuote.js'

inABrowserLikePage()
afterEach(() => vi.unstubAllGlobals())

const ask = {
  provider: 'sandbox',
  purchaseCurrency: 'fUSD',
  paymentCurrency: 'USD',
  paymentMethod: 'CARD',
  amount: '100',
  network: 'eip155:1',
} as const

test('one provider’s quote is asked with the purchase, without the options the limits came from', async () => {
  const posted = serveOnramp({ '/v1/onramp/quote': () => [200, onrampQuote('sandbox', '98.00')] })
  const options = { providers: [], purchaseCurrencies: [], paymentCurrencies: [] }
  const quote = await getOnrampQuote(createServicesFoyer(), { ...ask, options })
  expect(quote.quoteId).toBe('sandbox-1')
  expect(posted[0]?.body).toEqual(ask)
})

test('a provider that refuses reads as no offer', async () => {
  serveOnramp({ '/v1/onramp/quote': () => [502, { error: { code: 'PROVIDER', message: 'no' } }] })
  await expect(getOnrampQuote(createServicesFoyer(), ask)).rejects.toMatchObject({
    shortMessage: 'No offer from this provider for this purchase',
  })
})

test('an amount under the limit is refused before the provider is asked', async () => {
  const posted = serveOnramp({})
  await expect(
    getOnrampQuote(createServicesFoyer(), { ...ask, amount: '9.99' }),
  ).rejects.toMatchObject({ shortMessage: 'The amount must be between 10.00 and 7,500.00 USD' })
  expect(posted).toEqual([])
})

import { afterEach, expect, test, vi } from 'vitest'
import { inABrowserLikePage } from '../_test/browserLike.js'
import { onrampQuote, serveOnramp } from '../_test/onrampService.js'
import { createServicesFoyer } from '../_test/servicesFoyer.js'
import { getOnrampQuotes } from './getOnrampQuotes.js'

inABrowserLikePage()
afterEach(() => vi.unstubAllGlobals())

test('every provider is asked; the best offer comes first; one failing does not hide the others', async () => {
  serveOnramp({
    '/v1/onramp/quote': (body) =>
      body.provider === 'down'
        ? [503, { error: { code: 'PROVIDER_DOWN', message: 'down' } }]
        : [200, onrampQuote(String(body.provider), body.provider === 'b' ? '99.00' : '98.00')],
  })
  const result = await getOnrampQuotes(createServicesFoyer(), {
    providers: ['a', 'down', 'b'],
    purchaseCurrency: 'fUSD',
    paymentCurrency: 'USD',
    paymentMethod: 'CARD',
    amount: '100',
    network: 'eip155:1',
  })
  expect(result.quotes.map((q) => q.provider)).toEqual(['b', 'a'])
  expect(result.failures).toEqual([expect.objectContaining({ provider: 'down' })])
})

test('an amount over the limit is refused before any provider is asked, with the limits', async () => {
  const posted = serveOnramp({})
  await expect(
    getOnrampQuotes(createServicesFoyer(), {
      providers: ['a'],
      purchaseCurrency: 'fUSD',
      paymentCurrency: 'EUR',
      paymentMethod: 'CARD',
      amount: '9000',
      network: 'eip155:1',
    }),
  ).rejects.toMatchObject({ shortMessage: 'The amount must be between 10.00 and 7,500.00 EUR' })
  expect(posted.filter((call) => call.path === '/v1/onramp/quote')).toEqual([])
})

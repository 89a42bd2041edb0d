import { afterEach, expect, test, vi } from 'vitest'
import { inABrowserLikePage } from '../_test/browserLike.js'
import { onrampQuote, serveOnramp } from '../_test/onrampService.js'
import { createServicesFoyer } from '../_test/servicesFoyer.js'
import { NotConnectedError } from '../errors/connection.js'
import { startOnramp } from './startOnramp.js'

inABrowserLikePage()
afterEach(() => vi.unstubAllGlobals())

const purchase = {
  provider: 'sandbox',
  quote: onrampQuote('sandbox', '98.00'),
  providerName: 'Sandbox',
  purchaseCurrency: 'fUSD',
  symbol: 'fUSD',
  paymentCurrency: 'USD',
  paymentMethod: 'CARD',
  amount: '100',
}

test('a purchase goes to the connected account on its network, followed by its id and read token', async () => {
  const readToken = `rt_${'a'.repeat(43)}`
  const posted = serveOnramp({
    '/v1/generators/onrampurl': () => [200, { url: 'http://checkout.test/1', readToken }],
  })
  const instance = createServicesFoyer()
  await instance.connect({ connectorUid: 'memory-1' })
  const { url, partnerUserId } = await startOnramp(instance, purchase)
  expect(url).toBe('http://checkout.test/1')
  expect(partnerUserId).toMatch(/^[A-Za-z0-9-]{1,49}$/)
  const body = posted.find((call) => call.path === '/v1/generators/onrampurl')?.body
  expect(body).toMatchObject({
    destinationWallets: [
      { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', blockchains: ['eip155:1'] },
    ],
    defaultNetwork: 'eip155:1',
    partnerUserId,
    defaultExperience: 'buy',
    presetFiatAmount: 100,
    provider: 'sandbox',
    quoteId: 'sandbox-1',
  })
  expect(instance.getState().onramp.purchase).toMatchObject({ partnerUserId, url, readToken })
})

test('with no account and no destination nothing is started', async () => {
  const posted = serveOnramp({})
  await expect(startOnramp(createServicesFoyer(), purchase)).rejects.toBeInstanceOf(
    NotConnectedError,
  )
  expect(posted).toEqual([])
})

test('a token amount beyond the provider’s limits reads with the limits the service names', async () => {
  serveOnramp({
    '/v1/generators/onrampurl': () => [
      400,
      {
        error: {
          code: 'AMOUNT_OUT_OF_LIMITS',
          message: 'The amount must be between 10.00 and 7,500.00 USD',
        },
      },
    ],
  })
  const { quote: _, ...withoutQuote } = purchase
  await expect(
    startOnramp(createServicesFoyer(), {
      ...withoutQuote,
      cryptoAmount: '100000',
      destination: { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', network: 'eip155:1' },
    }),
  ).rejects.toMatchObject({ shortMessage: 'The amount must be between 10.00 and 7,500.00 USD' })
})

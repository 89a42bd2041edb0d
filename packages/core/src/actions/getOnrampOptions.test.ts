import { afterEach, expect, test, vi } from 'vitest'
import { inABrowserLikePage } from '../_test/browserLike.js'
import { createMemoryAdapter } from '../_test/memoryAdapter.js'
import { serveOnramp } from '../_test/onrampService.js'
import { createServicesFoyer } from '../_test/servicesFoyer.js'
import { createFoyer } from '../createFoyer.js'
import { OnrampError } from '../errors/onramp.js'
import { getOnrampOptions } from './getOnrampOptions.js'

inABrowserLikePage()
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const options = { providers: [], purchaseCurrencies: [], paymentCurrencies: [] }

test('what can be bought is the service’s answer', async () => {
  const asked = serveOnramp({ '/v1/onramp/options': () => [200, options] })
  expect(await getOnrampOptions(createServicesFoyer())).toEqual(options)
  expect(asked.map((call) => call.path)).toEqual(['/v1/onramp/options'])
})

test('a service that fails reads as the onramp being unavailable', async () => {
  serveOnramp({ '/v1/onramp/options': () => [503, { error: { code: 'DOWN', message: 'down' } }] })
  const error = await getOnrampOptions(createServicesFoyer()).catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(OnrampError)
  expect(error).toMatchObject({ shortMessage: 'Buying crypto is not available right now' })
})

test('without the services, or in a time zone SPEC §9 excludes, nothing is asked', async () => {
  const asked = serveOnramp({ '/v1/onramp/options': () => [200, options] })
  const offline = createFoyer({ adapters: [createMemoryAdapter()], projectId: 'p', storage: null })
  await expect(getOnrampOptions(offline)).rejects.toBeInstanceOf(OnrampError)
  const resolved = Intl.DateTimeFormat().resolvedOptions()
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
    ...resolved,
    timeZone: 'Asia/Hong_Kong',
  })
  await expect(getOnrampOptions(createServicesFoyer())).rejects.toMatchObject({
    shortMessage: 'Buying crypto is not available in your region',
  })
  expect(asked).toEqual([])
})

import { expect, test } from 'vitest'
import { inABrowserLikePage } from '../_test/browserLike.js'
import { balanceLine, serveData, serviceDown } from '../_test/dataService.js'
import { createServicesFoyer } from '../_test/servicesFoyer.js'
import { createTwoFamilyFoyer } from '../_test/twoFamilies.js'
import { ServiceNotConfiguredError } from '../errors/data.js'
import { getTokenBalances } from './getTokenBalances.js'

inABrowserLikePage()

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const USDT = balanceLine({
  name: 'Tether USD',
  symbol: 'USDT',
  address: 'eip155:1:0xdAC17F958D2ee523a2206206994597C13D831ec7',
  value: 100,
  quantity: { numeric: '100', decimals: '6' },
  iconUrl: 'http://api.test/v1/images/usdt.png',
})

test('without the data service: ServiceNotConfiguredError', async () => {
  const { foyer } = createTwoFamilyFoyer()
  await expect(getTokenBalances(foyer, { address: ADDRESS })).rejects.toBeInstanceOf(
    ServiceNotConfiguredError,
  )
})

test('the service’s balances, in usd unless told, each icon with the client parameters', async () => {
  const asked = serveData({ '/balance': () => ({ balances: [USDT] }) })
  const foyer = createServicesFoyer()
  const [balance] = await getTokenBalances(foyer, { address: ADDRESS, caipNetworkId: 'eip155:1' })
  expect(balance).toMatchObject({ symbol: 'USDT', quantity: { numeric: '100' } })
  expect(new URL(balance?.iconUrl ?? '').searchParams.get('projectId')).toBe('p')
  await getTokenBalances(foyer, { address: ADDRESS, currency: 'eur', forceUpdate: true })
  expect(asked.map((url) => url.pathname)).toEqual([
    `/v1/account/${ADDRESS}/balance`,
    `/v1/account/${ADDRESS}/balance`,
  ])
  expect(asked.map((url) => Object.fromEntries(url.searchParams))).toMatchObject([
    { currency: 'usd', chainId: 'eip155:1' },
    { currency: 'eur', forceUpdate: 'true' },
  ])
  expect(asked[0]?.searchParams.has('forceUpdate')).toBe(false)
})

test('the service’s failure reaches the caller as an ApiRequestError', async () => {
  serveData({ '/balance': serviceDown })
  await expect(getTokenBalances(createServicesFoyer(), { address: ADDRESS })).rejects.toMatchObject(
    { name: 'ApiRequestError' },
  )
})

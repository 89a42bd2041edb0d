import { expect, test } from 'vitest'
import { inABrowserLikePage } from '../_test/browserLike.js'
import { serveData, serviceDown } from '../_test/dataService.js'
import { createServicesFoyer } from '../_test/servicesFoyer.js'
import { createTwoFamilyFoyer } from '../_test/twoFamilies.js'
import { getIdentity } from './getIdentity.js'

inABrowserLikePage()

const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SENDER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

test('without the data service: no name and no avatar, nothing asked', async () => {
  const asked = serveData({})
  const { foyer } = createTwoFamilyFoyer()
  await expect(getIdentity(foyer, { address: OTHER })).resolves.toEqual({
    name: null,
    avatar: null,
  })
  expect(asked).toEqual([])
})

test('the service’s answer, asked with the connected account as the sender once there is one', async () => {
  const asked = serveData({ [`/identity/${OTHER}`]: () => ({ name: 'bob.eth', avatar: null }) })
  const foyer = createServicesFoyer()
  await expect(getIdentity(foyer, { address: OTHER })).resolves.toEqual({
    name: 'bob.eth',
    avatar: null,
  })
  await foyer.connect({ connectorUid: 'memory-1' })
  await getIdentity(foyer, { address: OTHER })
  expect(asked.map((url) => url.searchParams.get('sender'))).toEqual([null, SENDER])
})

test('the service’s failure reaches the caller as an ApiRequestError', async () => {
  serveData({ [`/identity/${OTHER}`]: serviceDown })
  await expect(getIdentity(createServicesFoyer(), { address: OTHER })).rejects.toMatchObject({
    name: 'ApiRequestError',
    status: 500,
  })
})

import { expect, test } from 'vitest'
import { inABrowserLikePage } from '../_test/browserLike.js'
import { serveData, serviceDown } from '../_test/dataService.js'
import { createServicesFoyer } from '../_test/servicesFoyer.js'
import { createTwoFamilyFoyer } from '../_test/twoFamilies.js'
import { ServiceNotConfiguredError } from '../errors/data.js'
import { NftsUnavailableError } from '../errors/dataUnavailable.js'
import { getAccountNfts } from './getAccountNfts.js'

inABrowserLikePage()

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const nft = (tokenId: string, imageUrl: string | null) => ({
  chain: 'eip155:1',
  contract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  tokenId,
  name: `Foyer #${tokenId}`,
  collection: { name: 'Foyer', symbol: 'FOY' },
  imageUrl,
})

test('without the data service: ServiceNotConfiguredError', async () => {
  const { foyer } = createTwoFamilyFoyer()
  await expect(
    getAccountNfts(foyer, { address: ADDRESS, caipNetworkId: 'eip155:1' }),
  ).rejects.toBeInstanceOf(ServiceNotConfiguredError)
})

test('one page and its cursor; images carry the client parameters, none stays null', async () => {
  const asked = serveData({
    '/nfts': (url) =>
      url.searchParams.get('cursor')
        ? { data: [nft('1', null)], next: null }
        : { data: [nft('2', 'http://api.test/v1/images/2.png')], next: 'after-2' },
  })
  const foyer = createServicesFoyer()
  const first = await getAccountNfts(foyer, { address: ADDRESS, caipNetworkId: 'eip155:1' })
  expect(first.next).toBe('after-2')
  expect(new URL(first.items[0]?.imageUrl ?? '').searchParams.get('projectId')).toBe('p')
  const last = await getAccountNfts(foyer, {
    address: ADDRESS,
    caipNetworkId: 'eip155:1',
    cursor: first.next,
  })
  expect(last).toEqual({ items: [nft('1', null)], next: undefined })
  expect(
    asked.map((url) => [url.searchParams.get('chainId'), url.searchParams.get('cursor')]),
  ).toEqual([
    ['eip155:1', null],
    ['eip155:1', 'after-2'],
  ])
})

test('a service that fails: NftsUnavailableError', async () => {
  serveData({ '/nfts': serviceDown })
  await expect(
    getAccountNfts(createServicesFoyer(), { address: ADDRESS, caipNetworkId: 'eip155:1' }),
  ).rejects.toBeInstanceOf(NftsUnavailableError)
})

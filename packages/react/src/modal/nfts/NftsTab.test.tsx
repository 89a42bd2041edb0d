// @vitest-environment happy-dom
import { createFoyer, type Nft } from '@foyer/core'
import { afterEach, expect, test, vi } from 'vitest'
import { createMemoryAdapter } from '../../../../core/src/_test/memoryAdapter.js'
import {
  click,
  createTestFoyer,
  get,
  openAccount,
  openAccountTab,
  openModal,
  step,
  waitFor,
} from '../../_test/render.js'
import { API_URL, serveApi } from '../../_test/wallet.js'

afterEach(() => vi.unstubAllGlobals())

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const CONTRACT = '0xf0e7000000000000000000000000000000000721'
const SOLANA_ACCOUNT = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const MINT = '7vJ4F3nHXRPHUXZU9BTPvuvFknwGrSXi52ifPSZJFpf'

function nft(tokenId: string, overrides: Partial<Nft> = {}): Nft {
  return {
    chain: 'eip155:1',
    contract: CONTRACT,
    tokenId,
    name: `Amber Door #${tokenId}`,
    collection: { name: 'Foyer Doors', symbol: 'DOOR' },
    imageUrl: `${API_URL}/v1/nft/eip155:1/${CONTRACT}/${tokenId}/image`,
    ...overrides,
  }
}

const cards = (shadow: ShadowRoot) => [
  ...shadow.querySelectorAll<HTMLElement>('[data-testid="foyer-nft"]'),
]

test('a grid of image, name and collection; the service’s image with the client parameters, else a drawn tile', async () => {
  const calls = serveApi({
    '/nfts': () => ({
      data: [nft('1'), nft('2', { name: 'Rose Door #2', imageUrl: null })],
      next: null,
    }),
  })
  const shadow = await openAccountTab(createTestFoyer({ apiUrl: API_URL }), 'nfts')
  await waitFor(() => expect(cards(shadow)).toHaveLength(2))
  const list = get('ul.nft-grid', shadow)
  expect(list.getAttribute('aria-label')).toBe('NFTs')
  expect(cards(shadow).map((card) => card.textContent)).toEqual([
    'Amber Door #1Foyer Doors',
    'FRose Door #2Foyer Doors',
  ])
  const image = cards(shadow)[0]?.querySelector('img')
  const src = new URL(image?.getAttribute('src') ?? '')
  expect(src.pathname).toBe(`/v1/nft/eip155:1/${CONTRACT}/1/image`)
  expect(src.searchParams.get('projectId')).toBe('p')
  // Decoration beside the name: read once, as the name.
  expect(image?.getAttribute('alt')).toBe('')
  const fallback = cards(shadow)[1]?.querySelector('[data-testid="foyer-nft-fallback"]')
  expect(fallback?.getAttribute('aria-hidden')).toBe('true')
  const request = calls.find((url) => url.pathname.endsWith('/nfts'))
  expect(request?.pathname).toBe(`/v1/account/${ACCOUNT}/nfts`)
  expect(request?.searchParams.get('chainId')).toBe('eip155:1')
})

test('under the grid, a plain word that an NFT is shown here, not sent (issue 40)', async () => {
  serveApi({ '/nfts': () => ({ data: [nft('1')], next: null }) })
  const shadow = await openAccountTab(createTestFoyer({ apiUrl: API_URL }), 'nfts')
  await waitFor(() => expect(cards(shadow)).toHaveLength(1))
  const note = get('[data-testid="foyer-nfts-view-only"]', shadow)
  expect(note.textContent).toBe('NFTs can be viewed here; sending them is not offered.')
  // The cards are not buttons: nothing on a card suggests an action the modal does not have.
  expect(shadow.querySelector('[data-testid="foyer-nft"] button')).toBeNull()
})

test('an edition held more than once shows ×N on its image, read aloud as a sentence; one shows nothing', async () => {
  serveApi({
    '/nfts': () => ({
      data: [
        nft('1', { name: 'Brass Key', amount: '12500' }),
        nft('2', { name: 'Silver Key', amount: '1' }),
        nft('3', { name: 'Amber Door #3' }),
      ],
      next: null,
    }),
  })
  const shadow = await openAccountTab(createTestFoyer({ apiUrl: API_URL }), 'nfts')
  await waitFor(() => expect(cards(shadow)).toHaveLength(3))
  const amounts = cards(shadow).map(
    (card) => card.querySelector('[data-testid="foyer-nft-amount"]')?.textContent ?? null,
  )
  expect(amounts).toEqual(['×12,500You hold 12,500', null, null])
  const badge = get('[data-testid="foyer-nft-amount"]', shadow)
  expect(badge.querySelector('[aria-hidden="true"]')?.textContent).toBe('×12,500')
  expect(badge.querySelector('.visually-hidden')?.textContent).toBe('You hold 12,500')
})

test('an image that fails to load becomes the drawn tile', async () => {
  serveApi({ '/nfts': () => ({ data: [nft('1')], next: null }) })
  const shadow = await openAccountTab(createTestFoyer({ apiUrl: API_URL }), 'nfts')
  const image = await waitFor(() => get('[data-testid="foyer-nft"] img', shadow))
  await step(() => image.dispatchEvent(new Event('error')))
  await waitFor(() => get('[data-testid="foyer-nft-fallback"]', shadow))
  expect(shadow.querySelector('[data-testid="foyer-nft"] img')).toBeNull()
})

test('loading, then pages: Load more brings the next one', async () => {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const calls = serveApi({
    '/nfts': async (url) => {
      if (url.searchParams.get('cursor')) return { data: [nft('2')], next: null }
      await held
      return { data: [nft('1')], next: 'page-2' }
    },
  })
  const shadow = await openAccountTab(createTestFoyer({ apiUrl: API_URL }), 'nfts')
  const grid = await waitFor(() => get('[data-testid="foyer-nfts"]', shadow))
  expect(grid.getAttribute('aria-busy')).toBe('true')
  expect(grid.textContent).toBe('Loading NFTs…')
  await step(release)
  await waitFor(() => expect(cards(shadow)).toHaveLength(1))
  await click('Load more')
  await waitFor(() => expect(cards(shadow)).toHaveLength(2))
  expect(shadow.querySelector('[data-testid="foyer-nfts-more"]')).toBeNull()
  expect(
    calls
      .filter((url) => url.pathname.endsWith('/nfts'))
      .map((url) => url.searchParams.get('cursor')),
  ).toEqual([null, 'page-2'])
})

test('none: the empty text; a failure: the error and a retry that starts again', async () => {
  let fail = true
  serveApi({
    '/nfts': () => (fail ? new Response('{}', { status: 500 }) : { data: [], next: null }),
  })
  const shadow = await openAccountTab(createTestFoyer({ apiUrl: API_URL }), 'nfts')
  const error = await waitFor(() => get('[data-testid="foyer-nfts-error"]', shadow))
  expect(error.getAttribute('role')).toBe('alert')
  expect(error.textContent).toBe('Failed to fetch NFTs')
  fail = false
  await click('Try again')
  await waitFor(() =>
    expect(get('[data-testid="foyer-nfts"]', shadow).textContent).toBe('No NFTs yet.'),
  )
})

test('without the data service there is no NFTs tab', async () => {
  const shadow = await openAccount(createTestFoyer())
  const tabs = [...shadow.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent)
  expect(tabs).not.toContain('NFTs')
  expect(tabs).toContain('Tokens')
})

test('a Solana account’s NFTs: the grid, asked of the service with its address and cluster', async () => {
  const calls = serveApi({
    '/nfts': () => ({
      data: [
        nft('0', {
          chain: 'solana:devnet',
          contract: MINT,
          name: 'Amber Door #1',
          collection: { name: 'DOOR', symbol: 'DOOR' },
          imageUrl: `${API_URL}/v1/nft/solana:devnet/${MINT}/0/image`,
        }),
      ],
      next: null,
    }),
  })
  const foyer = createFoyer({
    adapters: [createMemoryAdapter({ namespace: 'solana' })],
    projectId: 'p',
    storage: null,
    apiUrl: API_URL,
  })
  try {
    await step(() => foyer.connect({ connectorUid: 'memory-solana-1' }))
    const shadow = await openModal(foyer)
    await click(get('[data-testid="foyer-tab-nfts"]', shadow))
    await waitFor(() => expect(cards(shadow)).toHaveLength(1))
    expect(shadow.querySelector('[data-testid="foyer-nfts-unavailable"]')).toBeNull()
    expect(cards(shadow)[0]?.textContent).toBe('Amber Door #1DOOR')
    const src = new URL(cards(shadow)[0]?.querySelector('img')?.getAttribute('src') ?? '')
    expect(src.pathname).toBe(`/v1/nft/solana:devnet/${MINT}/0/image`)
    const request = calls.find((url) => url.pathname.endsWith('/nfts'))
    expect(request?.pathname).toBe(`/v1/account/${SOLANA_ACCOUNT}/nfts`)
    expect(request?.searchParams.get('chainId')).toBe('solana:devnet')
  } finally {
    foyer.destroy()
  }
})

// @vitest-environment happy-dom
import type { HistoryItem } from '@foyer/core'
import { sendTokens } from '@foyer/core'
import { afterEach, expect, test, vi } from 'vitest'
import {
  click,
  createTestFoyer,
  get,
  openAccount,
  openAccountTab,
  step,
  waitFor,
} from '../../_test/render.js'
import { API_URL, historyItem, serveApi } from '../../_test/wallet.js'

afterEach(() => vi.unstubAllGlobals())

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const rows = (shadow: ShadowRoot) => [
  ...shadow.querySelectorAll<HTMLElement>('[data-testid="foyer-activity-item"]'),
]

test('grouped by month newest first, signed amounts, spam and other chains left out', async () => {
  const items: HistoryItem[] = [
    historyItem({
      id: '1',
      operationType: 'send',
      minedAt: '2025-02-10T12:00:00Z',
      numeric: '2.5',
    }),
    historyItem({
      id: '2',
      operationType: 'receive',
      minedAt: '2025-03-02T08:05:00Z',
      numeric: '1.23456',
      symbol: 'USDC',
    }),
    historyItem({ id: '3', operationType: 'burn', minedAt: '2025-03-20T00:00:00Z', numeric: '7' }),
    historyItem({ id: '4', operationType: 'receive', minedAt: '2025-03-21T00:00:00Z', spam: true }),
    historyItem({ id: '5', minedAt: '2025-03-22T00:00:00Z', chain: 'eip155:10' }),
  ]
  serveApi({ '/history': () => ({ data: items, next: null }) })
  const foyer = createTestFoyer({ apiUrl: API_URL })
  const shadow = await openAccountTab(foyer, 'activity')
  await waitFor(() => expect(rows(shadow)).toHaveLength(3))
  expect([...shadow.querySelectorAll('.activity-month-title')].map((h) => h.textContent)).toEqual([
    'March 2025',
    'February 2025',
  ])
  expect(rows(shadow).map((row) => row.dataset.operation)).toEqual(['burn', 'receive', 'send'])
  expect(rows(shadow).map((row) => row.querySelector('.activity-amount')?.textContent)).toEqual([
    '-7.000 ETH',
    '+1.234 USDC',
    '2.500 ETH',
  ])
  const receive = rows(shadow)[1] as HTMLElement
  expect(receive.dataset.hash).toBe(`0x${'2'.padStart(64, '0')}`)
  expect(receive.querySelector('.activity-operation')?.textContent).toBe('Receive')
  // The counterparty: who sent it for a receive, who got it for a send.
  expect(receive.querySelector('.activity-text .muted')?.textContent).toBe('0x3C…4293BC')
  expect(rows(shadow)[2]?.querySelector('.activity-text .muted')?.textContent).toBe('0x70…dc79C8')
  expect(receive.querySelector('time')?.getAttribute('datetime')).toBe('2025-03-02T08:05:00Z')
  expect(shadow.querySelector('[data-testid="foyer-activity-more"]')).toBeNull()
})

test('loading, then pages: Load more brings the next one', async () => {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const calls = serveApi({
    '/history': async (url) => {
      if (!url.searchParams.get('cursor')) {
        await held
        return {
          data: [historyItem({ id: '1', minedAt: '2025-03-10T00:00:00Z' })],
          next: 'page-2',
        }
      }
      return { data: [historyItem({ id: '2', minedAt: '2025-01-10T00:00:00Z' })], next: null }
    },
  })
  const shadow = await openAccountTab(createTestFoyer({ apiUrl: API_URL }), 'activity')
  const activity = await waitFor(() => get('[data-testid="foyer-activity"]', shadow))
  expect(activity.getAttribute('aria-busy')).toBe('true')
  expect(activity.textContent).toBe('Loading activity…')

  await step(release)
  await waitFor(() => expect(rows(shadow)).toHaveLength(1))
  expect(activity.getAttribute('aria-busy')).toBe('false')
  await click('Load more')
  await waitFor(() => expect(rows(shadow)).toHaveLength(2))
  expect(shadow.querySelector('[data-testid="foyer-activity-more"]')).toBeNull()
  const history = calls.filter((url) => url.pathname.endsWith('/history'))
  expect(history.map((url) => url.searchParams.get('cursor'))).toEqual([null, 'page-2'])
  expect(history[0]?.searchParams.get('chainId')).toBe('eip155:1')
})

test('the end of the list coming into view loads the next page', async () => {
  const observed: { callback: IntersectionObserverCallback; target?: Element }[] = []
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry: (typeof observed)[number]
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback }
        observed.push(this.entry)
      }
      observe(target: Element) {
        this.entry.target = target
      }
      disconnect() {}
    },
  )
  serveApi({
    '/history': (url) =>
      url.searchParams.get('cursor')
        ? { data: [historyItem({ id: '2', minedAt: '2025-01-10T00:00:00Z' })], next: null }
        : { data: [historyItem({ id: '1', minedAt: '2025-03-10T00:00:00Z' })], next: 'page-2' },
  })
  const shadow = await openAccountTab(createTestFoyer({ apiUrl: API_URL }), 'activity')
  await waitFor(() => expect(rows(shadow)).toHaveLength(1))
  const last = observed.at(-1)
  expect(last?.target?.contains(get('[data-testid="foyer-activity-more"]', shadow))).toBe(true)
  await step(() =>
    last?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as never),
  )
  await waitFor(() => expect(rows(shadow)).toHaveLength(2))
})

test('a failure shows the error with a retry; nothing at all is the empty text', async () => {
  let fail = true
  serveApi({
    '/history': () => (fail ? new Response('{}', { status: 500 }) : { data: [], next: null }),
  })
  const shadow = await openAccountTab(createTestFoyer({ apiUrl: API_URL }), 'activity')
  const alert = await waitFor(() => get('[role="alert"]', shadow))
  expect(alert.textContent).toBe('Failed to fetch transactions')
  fail = false
  await click('Try again')
  await waitFor(() =>
    expect(get('[data-testid="foyer-activity"]', shadow).textContent).toBe(
      'No activity yet. Your transactions will show here.',
    ),
  )
  expect(shadow.querySelector('[role="alert"]')).toBeNull()
})

test('without the services: no Activity tab (history needs them, as the console says), no request', async () => {
  const calls = serveApi({})
  const shadow = await openAccount(createTestFoyer())
  await waitFor(() => get('[data-testid="foyer-account-balance"]', shadow))
  expect(shadow.querySelector('[data-testid="foyer-tab-activity"]')).toBeNull()
  expect(shadow.textContent).not.toContain('No activity yet')
  expect(calls).toEqual([])
})

test('once a send is mined, the tab reloads from the first page', async () => {
  let sent = false
  const calls = serveApi({
    '/history': () => ({
      data: sent
        ? [
            historyItem({ id: '9', minedAt: '2025-03-11T00:00:00Z' }),
            historyItem({ id: '1', minedAt: '2025-03-10T00:00:00Z' }),
          ]
        : [historyItem({ id: '1', minedAt: '2025-03-10T00:00:00Z' })],
      next: null,
    }),
  })
  const foyer = createTestFoyer({ apiUrl: API_URL })
  const shadow = await openAccountTab(foyer, 'activity')
  await waitFor(() => expect(rows(shadow)).toHaveLength(1))
  sent = true
  await step(() =>
    sendTokens(foyer, {
      token: {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:1',
        decimals: 18,
        balance: '1',
        price: 0,
      },
      amount: '0.1',
      to: ACCOUNT,
    }),
  )
  await waitFor(() => expect(rows(shadow)).toHaveLength(2))
  expect(calls.filter((url) => url.pathname.endsWith('/history'))).toHaveLength(2)
})

test('an item that moved NFTs shows the NFT by name, ×N for several of one id (SPEC §3 nft_info)', async () => {
  const nftItem = (id: string, name: string, numeric: string): HistoryItem => {
    const base = historyItem({ id, operationType: 'receive', minedAt: `2025-04-0${id}T00:00:00Z` })
    return { ...base, transfers: [{ direction: 'in', quantity: { numeric }, nft_info: { name } }] }
  }
  serveApi({
    '/history': () => ({
      data: [nftItem('1', 'Amber Door #1', '1'), nftItem('2', 'Brass Key', '5')],
      next: null,
    }),
  })
  const foyer = createTestFoyer({ apiUrl: API_URL })
  const shadow = await openAccountTab(foyer, 'activity')
  await waitFor(() => expect(rows(shadow)).toHaveLength(2))
  expect(
    rows(shadow).map((row) => row.querySelector('[data-testid="foyer-activity-nft"]')?.textContent),
  ).toEqual(['+Brass Key ×5', '+Amber Door #1'])
  // The name and its count in one isolate: in a right-to-left modal "×5" stays after a Latin name.
  expect(
    rows(shadow)[0]?.querySelector('[data-testid="foyer-activity-nft"] > bdi')?.textContent,
  ).toBe('+Brass Key ×5')
})

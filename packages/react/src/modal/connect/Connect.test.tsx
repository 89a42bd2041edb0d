// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from 'vitest'
import {
  click,
  createTestFoyer,
  get,
  openModal,
  step,
  testConnector,
  title,
  type,
  waitFor,
} from '../../_test/render.js'
import { API_URL, serveApi } from '../../_test/wallet.js'

afterEach(() => vi.unstubAllGlobals())

const rows = (shadow: ShadowRoot, list = 'foyer-connect-list') =>
  [...get(`[data-testid="${list}"]`, shadow).querySelectorAll('li > *')].map((row) => ({
    id: row.getAttribute('data-testid'),
    tag: row.querySelector('.tag')?.textContent,
  }))
/** The Connect view's groups: each one's title and its rows' test ids. */
const groups = (shadow: ShadowRoot) =>
  [...shadow.querySelectorAll('.wallet-group')].map((group) => ({
    title: group.querySelector('h3')?.textContent,
    rows: [...group.querySelectorAll('li > *')].map((row) => row.getAttribute('data-testid')),
  }))

test('lists recent wallets first (most recent first), then installed ones, each group under its title, then the All Wallets row', async () => {
  const foyer = createTestFoyer({
    connectors: [
      testConnector('alpha'),
      testConnector('beta'),
      testConnector('gamma'),
      testConnector('delta', 'external'),
    ],
    stored: { 'foyer.recentWallets': JSON.stringify(['gamma', 'beta']) },
  })
  const shadow = await openModal(foyer)
  // The group says 'Recent' or 'Installed': the rows do not repeat it.
  expect(rows(shadow)).toEqual([
    { id: 'wallet-gamma', tag: undefined },
    { id: 'wallet-beta', tag: undefined },
    { id: 'wallet-alpha', tag: undefined },
    { id: 'wallet-delta', tag: undefined },
    { id: 'foyer-all-wallets', tag: undefined },
  ])
  expect(groups(shadow)).toEqual([
    { title: 'Recent', rows: ['wallet-gamma', 'wallet-beta'] },
    { title: 'Installed', rows: ['wallet-alpha'] },
    { title: 'Popular', rows: ['wallet-delta'] },
  ])
  // Each group is a region named by its title.
  const recent = get('[data-testid="foyer-connect-group-recent"]', shadow)
  expect(shadow.getElementById(recent.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
    'Recent',
  )
  expect(get('[data-testid="wallet-alpha"] img', shadow).getAttribute('src')).toMatch(/^data:/)
})

test("Connect shows the visitor's own wallets and popular ones up to six rows; All Wallets has the rest", async () => {
  const installed = ['one', 'two', 'three'].map((id) => testConnector(id))
  const popular = ['p1', 'p2', 'p3', 'p4', 'p5'].map((id) => testConnector(id, 'external'))
  const shadow = await openModal(createTestFoyer({ connectors: [...installed, ...popular] }))
  expect(rows(shadow).map((row) => row.id)).toEqual([
    'wallet-one',
    'wallet-two',
    'wallet-three',
    'wallet-p1',
    'wallet-p2',
    'wallet-p3',
    'foyer-all-wallets',
  ])
})

test('installed wallets are never cut, however many; without All Wallets no wallet is', async () => {
  const many = Array.from({ length: 8 }, (_, index) => testConnector(`w${index}`))
  const popular = ['p1', 'p2'].map((id) => testConnector(id, 'external'))
  const own = await openModal(createTestFoyer({ connectors: [...many, ...popular] }))
  const ids = rows(own).map((row) => row.id ?? '')
  expect(ids.filter((id) => id.startsWith('wallet-w'))).toHaveLength(8)
  expect(ids.filter((id) => id.startsWith('wallet-p'))).toHaveLength(0)
})

test('without All Wallets, Connect lists every wallet', async () => {
  const installed = ['one', 'two', 'three'].map((id) => testConnector(id))
  const popular = ['p1', 'p2', 'p3', 'p4', 'p5'].map((id) => testConnector(id, 'external'))
  const shadow = await openModal(
    createTestFoyer({ connectors: [...installed, ...popular], features: { allWallets: false } }),
  )
  expect(rows(shadow)).toHaveLength(8)
})

test('with no wallet: says so, and still offers custom wallets as links', async () => {
  const foyer = createTestFoyer({
    connectors: [],
    features: { allWallets: false },
    customWallets: [{ id: 'web', name: 'Web Wallet', webappLink: 'https://wallet.example' }],
  })
  const shadow = await openModal(foyer)
  expect(shadow.textContent).toContain('No browser wallet found. Install one to continue.')
  const link = get<HTMLAnchorElement>('[data-testid="wallet-web"]', shadow)
  expect(link.tagName).toBe('A')
  expect(link.getAttribute('href')).toBe('https://wallet.example')
  expect(link.getAttribute('target')).toBe('_blank')
  expect(rows(shadow).map((row) => row.id)).toEqual(['wallet-web'])
})

test('choosing a wallet opens ConnectingExternal for its connector', async () => {
  const foyer = createTestFoyer({ connectors: [testConnector('alpha')] })
  foyer.adapter.connect = () => new Promise(() => {})
  const shadow = await openModal(foyer)
  await click(get('[data-testid="wallet-alpha"]', shadow))
  expect(foyer.getState().router.view).toBe('ConnectingExternal')
  expect(foyer.getState().router.history.at(-1)).toEqual({
    view: 'ConnectingExternal',
    arguments: { connectorUid: 'alpha-uid' },
  })
  expect(title(shadow)).toBe('Alpha Wallet')
  expect(shadow.textContent).toContain('Continue in Alpha Wallet')
})

test('All Wallets: every wallet plus custom ones, filtered by the search box', async () => {
  const foyer = createTestFoyer({
    connectors: [testConnector('alpha'), testConnector('beta')],
    customWallets: [{ id: 'web', name: 'Web Wallet', homepage: 'https://web.example' }],
  })
  const shadow = await openModal(foyer)
  await click('All wallets')
  expect(title(shadow)).toBe('All Wallets')
  const search = get<HTMLInputElement>('input[type="search"]', shadow)
  expect(get(`label[for="${search.id}"]`, shadow).textContent).toBe('Search wallets')
  expect(rows(shadow, 'foyer-all-wallets-list').map((row) => row.id)).toEqual([
    'wallet-alpha',
    'wallet-beta',
    'wallet-web',
  ])

  // Results change no sooner than 300 ms after typing (SPEC §9); meanwhile the list says it is busy.
  await step(() => type(search, 'BET'))
  expect(rows(shadow, 'foyer-all-wallets-list')).toHaveLength(3)
  expect(get('[data-testid="foyer-all-wallets-list"]', shadow).getAttribute('aria-busy')).toBe(
    'true',
  )
  await step(() => new Promise((resolve) => setTimeout(resolve, 320)))
  expect(rows(shadow, 'foyer-all-wallets-list').map((row) => row.id)).toEqual(['wallet-beta'])
  await step(() => type(search, 'nothing'))
  await step(() => new Promise((resolve) => setTimeout(resolve, 320)))
  expect(shadow.textContent).toContain('No wallet found')
})

test('All Wallets search: limited to the service’s 100 characters, and a failed search says so with a retry', async () => {
  let fail = true
  serveApi({
    '/getWallets': (url) =>
      url.searchParams.get('search') && fail
        ? new Response(JSON.stringify({ error: { code: 'X', message: 'no' } }), { status: 400 })
        : { data: [], count: 0 },
  })
  const foyer = createTestFoyer({ apiUrl: API_URL })
  const shadow = await openModal(foyer)
  await click('All wallets')
  const search = get<HTMLInputElement>('[data-testid="foyer-wallet-search"]', shadow)
  expect(search.maxLength).toBe(100)
  await step(() => type(search, 'rainbow'))
  const alert = await waitFor(() => get('[data-testid="foyer-wallets-error"]', shadow))
  expect(alert.textContent).toBe('The wallet list could not be loaded')
  fail = false
  await click('Try again')
  await waitFor(() => expect(shadow.textContent).toContain('No wallet found'))
})

test('the wallet directory down: the Connect view says so with a retry, and keeps the installed wallets', async () => {
  let fail = true
  serveApi({
    '/getWallets': () =>
      fail
        ? new Response(JSON.stringify({ error: { code: 'X', message: 'no' } }), { status: 400 })
        : { data: [], count: 0 },
  })
  const foyer = createTestFoyer({ apiUrl: API_URL, connectors: [testConnector('alpha')] })
  const shadow = await openModal(foyer)
  const alert = await waitFor(() => get('[data-testid="foyer-directory-error"]', shadow))
  expect(alert.textContent).toContain('The wallet list could not be loaded')
  expect(rows(shadow).map((row) => row.id)).toContain('wallet-alpha')
  fail = false
  await click('Try again')
  await waitFor(() =>
    expect(shadow.querySelector('[data-testid="foyer-directory-error"]')).toBeNull(),
  )
})

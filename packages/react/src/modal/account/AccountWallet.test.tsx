// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from 'vitest'
import {
  click,
  createTestFoyer,
  get,
  openAccount,
  step,
  title,
  waitFor,
} from '../../_test/render.js'
import { API_URL, serveApi, tokenBalance, USDC_ADDRESS, withTransfers } from '../../_test/wallet.js'

afterEach(() => vi.unstubAllGlobals())

const testIds = (root: ParentNode, selector: string) =>
  [...root.querySelectorAll(selector)].map((element) => element.getAttribute('data-testid'))

test('wallet features follow SPEC order (receive, send); onramp is not there yet, swaps need the services', async () => {
  const foyer = createTestFoyer()
  withTransfers(foyer)
  const shadow = await openAccount(foyer)
  expect(testIds(shadow, '.features button')).toEqual(['foyer-receive', 'foyer-send'])
  expect(get('[data-testid="foyer-send"]', shadow).textContent).toBe('Send')
  // The existing rows stay, with their names.
  const named = (b: Element) => b.getAttribute('aria-label') ?? b.textContent
  for (const name of ['Copy address', 'Sign message', 'Disconnect'])
    expect([...shadow.querySelectorAll('button')].some((b) => named(b) === name)).toBe(true)
  // Disconnect is the account's footer: after the features and every row, not above them (issue 40).
  const disconnect = get('[data-testid="foyer-disconnect"]', shadow)
  expect(disconnect.closest('footer')).not.toBeNull()
  for (const before of ['.features', '[data-testid="foyer-sign-message"]'])
    expect(
      get(before, shadow).compareDocumentPosition(disconnect) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
  expect(get('[data-testid="foyer-account-network"]', shadow).textContent).toBe('Chain 1')

  await click(get('[data-testid="foyer-receive"]', shadow))
  await waitFor(() => expect(title(shadow)).toBe('Receive'))
  await click('Back')
  await click(get('[data-testid="foyer-send"]', shadow))
  await waitFor(() => expect(title(shadow)).toBe('Send'))
})

test('features.send / features.receive false: no buttons, and their views are never opened', async () => {
  const foyer = createTestFoyer({ features: { send: false, receive: false } })
  withTransfers(foyer)
  const shadow = await openAccount(foyer)
  expect(shadow.querySelector('[data-testid="foyer-send"]')).toBeNull()
  expect(shadow.querySelector('[data-testid="foyer-receive"]')).toBeNull()
  expect(shadow.querySelector('.features')).toBeNull()
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  let opened = true
  await step(() => {
    opened = foyer.open({ view: 'Send' })
  })
  expect(opened).toBe(false)
  expect(title(shadow)).toBe('Account')
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('features.send is off'))
  warn.mockRestore()
})

test('Send is absent when the adapter cannot transfer; Receive stays', async () => {
  const foyer = createTestFoyer()
  for (const key of ['transferNative', 'transferToken']) Reflect.deleteProperty(foyer.adapter, key)
  const shadow = await openAccount(foyer)
  expect(testIds(shadow, '.features button')).toEqual(['foyer-receive'])
})

test('tabs: a real tablist, arrows / Home / End move and select, panels are linked', async () => {
  serveApi({ '/nfts': () => ({ data: [], next: null }) })
  const shadow = await openAccount(createTestFoyer({ apiUrl: API_URL }))
  const tablist = get('[role="tablist"]', shadow)
  const tabs = [...tablist.querySelectorAll<HTMLButtonElement>('[role="tab"]')]
  expect(tabs.map((tab) => tab.textContent)).toEqual(['Tokens', 'NFTs', 'Activity'])
  const selected = () => tabs.filter((tab) => tab.getAttribute('aria-selected') === 'true')
  expect(selected()).toEqual([tabs[0]])
  expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1])
  for (const tab of tabs) {
    const panel = shadow.getElementById(tab.getAttribute('aria-controls') ?? '')
    expect(panel?.getAttribute('role')).toBe('tabpanel')
    expect(panel?.getAttribute('aria-labelledby')).toBe(tab.id)
  }

  const press = (key: string) =>
    step(() =>
      (shadow.activeElement ?? tabs[0])?.dispatchEvent(
        new KeyboardEvent('keydown', { key, bubbles: true }),
      ),
    )
  tabs[0]?.focus()
  await press('ArrowRight')
  expect(selected()).toEqual([tabs[1]])
  expect(shadow.activeElement).toBe(tabs[1])
  expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1])
  const nfts = shadow.getElementById(tabs[1]?.getAttribute('aria-controls') ?? '')
  expect(nfts?.hidden).toBe(false)
  await waitFor(() => expect(nfts?.textContent).toBe('No NFTs yet.'))
  await press('End')
  expect(shadow.activeElement).toBe(tabs[2])
  await press('ArrowRight')
  expect(shadow.activeElement).toBe(tabs[0])
  await press('ArrowLeft')
  expect(selected()).toEqual([tabs[2]])
  await press('Home')
  expect(selected()).toEqual([tabs[0]])
  expect(nfts?.hidden).toBe(true)
})

test('features.history false: no Activity tab', async () => {
  const shadow = await openAccount(
    createTestFoyer({ apiUrl: API_URL, features: { history: false } }),
  )
  const tabs = [...shadow.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent)
  expect(tabs).toEqual(['Tokens', 'NFTs'])
})

test('without the services: no Activity tab, as the console says (issue 40, newcomer point 5)', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const shadow = await openAccount(createTestFoyer({ features: { history: true } }))
  const tabs = [...shadow.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent)
  expect(tabs).toEqual(['Tokens'])
  expect(shadow.textContent).not.toContain('No activity yet')
  warn.mockRestore()
})

test('Tokens without the services: the native balance alone', async () => {
  const shadow = await openAccount(createTestFoyer())
  const row = await waitFor(() => get('[data-testid="foyer-token-ETH"]', shadow))
  expect(row.textContent).toBe('Ether1.234 ETH')
  expect(shadow.querySelectorAll('.token')).toHaveLength(1)
})

test('Tokens from the services: loading, then icon, name, 3-decimal quantity and USD value', async () => {
  let answer: (value: unknown) => void = () => {}
  const answered = new Promise((resolve) => (answer = resolve))
  const calls = serveApi({ '/balance': () => answered })
  const shadow = await openAccount(createTestFoyer({ apiUrl: API_URL }))
  await waitFor(() => get('[data-testid="foyer-tokens-loading"][aria-busy="true"]', shadow))
  await step(() =>
    answer({
      balances: [
        tokenBalance('ETH', '1.2345', 4321),
        tokenBalance('USDC', '1234.56789', 1234.5, { decimals: '6', address: USDC_ADDRESS }),
        tokenBalance('PTS', '10', 0, {
          decimals: '0',
          address: 'eip155:1:0x0000000000000000000000000000000000000001',
        }),
      ],
    }),
  )
  const usdc = await waitFor(() => get('[data-testid="foyer-token-USDC"]', shadow))
  expect(usdc.querySelector('img')?.getAttribute('alt')).toBe('')
  expect(usdc.textContent).toBe('USDC Token1,234.567 USDC$1,234.50')
  expect(get('[data-testid="foyer-token-ETH"]', shadow).textContent).toBe(
    'ETH Token1.234 ETH$4,321.00',
  )
  // Zero-decimals tokens are filtered out (SPEC §3).
  expect(shadow.querySelector('[data-testid="foyer-token-PTS"]')).toBeNull()
  expect(calls.some((url) => url.pathname.endsWith('/balance'))).toBe(true)
})

test('Tokens with the service down: the coin from the chain, never "no tokens"; a retry after 30 s; a toast', async () => {
  serveApi({ '/balance': () => new Response('{}', { status: 502 }) })
  const shadow = await openAccount(createTestFoyer({ apiUrl: API_URL }))
  const panel = () => get('[role="tabpanel"]:not([hidden])', shadow)
  await waitFor(() => expect(panel().querySelector('[data-testid="foyer-token-ETH"]')).toBeTruthy())
  // The memory wallet's 1.2345 ETH, read from the chain; the balance under the address too.
  expect(get('[data-testid="foyer-token-ETH"]', shadow).textContent).toContain('1.234 ETH')
  expect(get('[data-testid="foyer-account-balance"]', shadow).textContent).toBe('1.234 ETH')
  expect(panel().textContent).not.toContain('No tokens yet')
  const banner = get('[data-testid="foyer-tokens-unavailable"]', shadow)
  expect(banner.textContent).toContain('Token Balance Unavailable')
  const retry = get<HTMLButtonElement>('[data-testid="foyer-tokens-retry"]', shadow)
  expect(retry.disabled).toBe(true)
  expect(retry.textContent).toMatch(/^Try again in (29|30) s$/)
  expect(get('.toast', shadow).textContent).toBe('Token Balance Unavailable')
})

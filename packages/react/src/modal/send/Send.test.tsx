// @vitest-environment happy-dom
import { afterEach, beforeAll, expect, test, vi } from 'vitest'
import {
  click,
  createTestFoyer,
  get,
  openAccount,
  preloadChunks,
  step,
  type TestFoyer,
  title,
  type,
  waitFor,
} from '../../_test/render.js'
import {
  API_URL,
  HASH,
  RECEIVER,
  serveApi,
  tokenBalance,
  USDC_ADDRESS,
  withTransfers,
} from '../../_test/wallet.js'
import { sendViews } from './views.js'

// The modal's and the send views' chunks and the services' response schemas, imported before the tests:
// their first import (Vite's on-demand transform) is not what a test measures, and took the first test past
// Vitest's 5 s on a loaded machine.
beforeAll(() =>
  preloadChunks(sendViews.Send, { load: () => import('../../../../core/src/api/schemas.js') }),
)

afterEach(() => vi.unstubAllGlobals())

async function openSend(foyer: TestFoyer) {
  const shadow = await openAccount(foyer)
  await click(get('[data-testid="foyer-send"]', shadow))
  await waitFor(() => get('[data-testid="foyer-send-amount"]', shadow))
  expect(title(shadow)).toBe('Send')
  return shadow
}

const input = (shadow: ShadowRoot, id: string) =>
  get<HTMLInputElement>(`[data-testid="foyer-send-${id}"]`, shadow)

test('labelled inputs; validation texts as alerts; what was typed is kept', async () => {
  const foyer = createTestFoyer()
  withTransfers(foyer)
  const shadow = await openSend(foyer)
  const amount = input(shadow, 'amount')
  expect(get(`label[for="${amount.id}"]`, shadow).textContent).toBe('Amount')
  expect(amount.inputMode).toBe('decimal')
  expect(get(`label[for="${input(shadow, 'receiver').id}"]`, shadow).textContent).toBe('To')
  // The chain's own coin is chosen from the start (issue 21, item 7).
  await waitFor(() =>
    expect(get('[data-testid="foyer-send-token"]', shadow).textContent).toBe('ETH1.234 ETH'),
  )

  await click('Preview Send')
  expect(get('[data-testid="foyer-send-error"]', shadow).getAttribute('role')).toBe('alert')
  expect(get('[role="alert"]', shadow).textContent).toBe(
    'An amount and receiver address are required',
  )
  await step(() => type(amount, 'abc'))
  // Typing clears the old complaint.
  expect(shadow.querySelector('[role="alert"]')).toBeNull()
  await step(() => type(input(shadow, 'receiver'), RECEIVER))
  await click('Preview Send')
  expect(get('[role="alert"]', shadow).textContent).toBe('Not a number')
  expect(title(shadow)).toBe('Send')
  await step(() => type(amount, '0.5'))
  expect(input(shadow, 'amount').value).toBe('0.5')
  expect(input(shadow, 'receiver').value).toBe(RECEIVER)

  // Leaving and coming back keeps it (it lives in the store).
  await click('Back')
  await click(get('[data-testid="foyer-send"]', shadow))
  await waitFor(() => expect(input(shadow, 'amount').value).toBe('0.5'))
  expect(input(shadow, 'receiver').value).toBe(RECEIVER)
  expect(foyer.getState().send).toMatchObject({ sendTokenAmount: '0.5', receiverAddress: RECEIVER })
})

test('without the services: native coin, Max, preview with fee, Send → Account and a toast', async () => {
  const foyer = createTestFoyer()
  const sent = withTransfers(foyer)
  const shadow = await openSend(foyer)
  await click(get('[data-testid="foyer-send-token"]', shadow))
  expect(title(shadow)).toBe('Select token')
  const eth = await waitFor(() => get('[data-testid="foyer-select-token-ETH"]', shadow))
  expect(eth.textContent).toBe('Ether1.234 ETH')
  await click(eth)
  expect(title(shadow)).toBe('Send')
  expect(get('[data-testid="foyer-send-token"]', shadow).textContent).toBe('ETH1.234 ETH')

  // Max on the chain's coin leaves 1.2 × the network fee (21,000 gas at 1 gwei) for the fee.
  await click('Max')
  await waitFor(() => expect(input(shadow, 'amount').value).toBe('1.2344748'))
  await step(() => type(input(shadow, 'amount'), '0.25'))
  await step(() => type(input(shadow, 'receiver'), RECEIVER))
  await click('Preview Send')
  expect(title(shadow)).toBe('Preview Send')
  expect(get('[data-testid="foyer-preview-amount"]', shadow).textContent).toBe('0.25 ETH')
  const receiver = get('[data-testid="foyer-preview-receiver"]', shadow)
  expect(receiver.textContent).toBe('0x70…dc79C8')
  expect(receiver.title).toBe(RECEIVER)
  expect(get('[data-testid="foyer-preview-network"]', shadow).textContent).toBe('Chain 1')
  await waitFor(() =>
    expect(get('[data-testid="foyer-preview-fee"]', shadow).textContent).toBe('0.000021 ETH'),
  )

  await click(get('[data-testid="foyer-send-confirm"]', shadow))
  await waitFor(() => expect(title(shadow)).toBe('Account'))
  expect(sent).toEqual([{ to: RECEIVER, amount: 250_000_000_000_000_000n }])
  expect(get('[role="status"]', shadow).textContent).toBe('Sent')
  expect(foyer.getState().send).toMatchObject({ sendTokenAmount: '', receiverAddress: '' })
  expect(foyer.getState().pendingTransactions.map((tx) => tx.hash)).toEqual([HASH])
})

test('a rejection in the wallet: back on Send with the error and the input kept', async () => {
  const foyer = createTestFoyer()
  withTransfers(foyer)
  Object.assign(foyer.adapter, {
    async transferNative() {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    },
  })
  const shadow = await openSend(foyer)
  await click(get('[data-testid="foyer-send-token"]', shadow))
  await click(await waitFor(() => get('[data-testid="foyer-select-token-ETH"]', shadow)))
  await step(() => type(input(shadow, 'amount'), '1'))
  await step(() => type(input(shadow, 'receiver'), RECEIVER))
  await click('Preview Send')
  await click(get('[data-testid="foyer-send-confirm"]', shadow))
  await waitFor(() => expect(title(shadow)).toBe('Send'))
  expect(get('[role="alert"]', shadow).textContent).toBe('Request rejected in the wallet')
  expect(input(shadow, 'amount').value).toBe('1')
  expect(input(shadow, 'receiver').value).toBe(RECEIVER)
})

test('a failed fee estimate is shown; sending stays possible', async () => {
  const foyer = createTestFoyer()
  withTransfers(foyer)
  Object.assign(foyer.adapter, {
    async estimateTransferFee() {
      throw new Error('execution reverted')
    },
  })
  const shadow = await openSend(foyer)
  await click(get('[data-testid="foyer-send-token"]', shadow))
  await click(await waitFor(() => get('[data-testid="foyer-select-token-ETH"]', shadow)))
  await step(() => type(input(shadow, 'amount'), '1'))
  await step(() => type(input(shadow, 'receiver'), RECEIVER))
  await click('Preview Send')
  const alert = await waitFor(() => get('[data-testid="foyer-fee-error"]', shadow))
  expect(alert.getAttribute('role')).toBe('alert')
  expect(alert.textContent).toBe('Could not estimate the network fee')
  expect(get<HTMLButtonElement>('[data-testid="foyer-send-confirm"]', shadow).disabled).toBe(false)
})

test('with the services: tokens searchable by name or symbol; a token send', async () => {
  serveApi({
    '/balance': () => ({
      balances: [
        tokenBalance('ETH', '1.2345', 4321),
        tokenBalance('USDC', '1234.56789', 1234.5, { decimals: '6', address: USDC_ADDRESS }),
      ],
    }),
  })
  const foyer = createTestFoyer({ apiUrl: API_URL })
  const sent = withTransfers(foyer)
  const shadow = await openSend(foyer)
  await click(get('[data-testid="foyer-send-token"]', shadow))
  await waitFor(() => get('[data-testid="foyer-select-token-USDC"]', shadow))
  const search = get<HTMLInputElement>('[data-testid="foyer-token-search"]', shadow)
  expect(get(`label[for="${search.id}"]`, shadow).textContent).toBe('Search tokens')
  const choices = () =>
    [...shadow.querySelectorAll('[data-testid^="foyer-select-token-"]')].map((b) =>
      b.getAttribute('data-testid'),
    )
  await step(() => type(search, 'usd'))
  expect(choices()).toEqual(['foyer-select-token-USDC'])
  await step(() => type(search, 'eth token'))
  expect(choices()).toEqual(['foyer-select-token-ETH'])
  await step(() => type(search, 'doge'))
  expect(shadow.textContent).toContain('No token found')
  await step(() => type(search, ''))
  await click(get('[data-testid="foyer-select-token-USDC"]', shadow))

  await step(() => type(input(shadow, 'amount'), '12.5'))
  await step(() => type(input(shadow, 'receiver'), RECEIVER))
  await click('Preview Send')
  expect(get('[data-testid="foyer-preview-amount"]', shadow).textContent).toBe('12.5 USDC')
  await click(get('[data-testid="foyer-send-confirm"]', shadow))
  await waitFor(() => expect(title(shadow)).toBe('Account'))
  expect(sent).toEqual([
    { to: RECEIVER, amount: 12_500_000n, token: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
  ])
})

const resolverDown = () =>
  Response.json(
    {
      error: { code: 'RESOLVER_DOWN', message: 'Resolver offline' },
      reasons: [{ description: 'Resolver offline' }],
    },
    { status: 503 },
  )

test.for([
  [false, 'Something went wrong with the name service. Try again later.', 'Resolver offline'],
  [true, 'Resolver offline', 'name service'],
] as const)(
  'SPEC §8: a name the service cannot resolve (debug %s): its own reason only in debug mode',
  async ([debug, shown, hidden]) => {
    serveApi({ '/v1/profile/account/alice.foyer.id': resolverDown })
    const foyer = createTestFoyer({ apiUrl: API_URL, debug })
    withTransfers(foyer)
    const shadow = await openSend(foyer)
    await step(() => type(input(shadow, 'receiver'), 'alice.foyer.id'))
    await waitFor(() =>
      expect(get('[data-testid="foyer-send-receiver-lookup"]', shadow).textContent).toBe(shown),
    )
    expect(shadow.textContent).not.toContain(hidden)
  },
)

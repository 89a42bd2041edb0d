// @vitest-environment happy-dom
// A German visitor reads the errors the Send, Swap and Buy views show — the forms' rules, a wallet's
// rejection, a swap without a quote, the onramp's limits and its service down — in German: each comes as
// a catalogue key, rendered through the German catalogue (issue 39 point 5). Before, the views looked
// English texts up by regex.
import { formatMessage, LOCALES, type LocaleMessages, openModal } from '@foyer/core'
import { afterEach, beforeAll, expect, test, vi } from 'vitest'
import {
  click,
  createTestFoyer,
  get,
  modal,
  preloadChunks,
  render,
  step,
  type TestFoyer,
  type,
  waitFor,
} from '../_test/render.js'
import {
  API_URL,
  SWAP_ETH as ETH,
  SWAP_FUSD as FUSD,
  RECEIVER,
  serveApi,
  tokenBalance,
  withTransfers,
} from '../_test/wallet.js'
import { onrampViews } from './onramp/views.js'
import { sendViews } from './send/views.js'
import { swapViews } from './swap/views.js'

let de: LocaleMessages
beforeAll(async () => {
  de = (await LOCALES.find((locale) => locale.tag === 'de')?.load()) as LocaleMessages
  await preloadChunks(sendViews.Send, swapViews.Swap, onrampViews.Buy, {
    load: () => import('../../../core/src/api/schemas.js'),
  })
})
afterEach(() => vi.unstubAllGlobals())
// Each test walks a whole view through several states, each awaited (5 s each at most).
vi.setConfig({ testTimeout: 30_000 })

/** A connected German visitor with the modal open on `view`; its shadow root once the German texts show. */
async function openInGerman(foyer: TestFoyer, view: 'Send' | 'Swap' | 'Buy', args?: object) {
  await foyer.connect({ connectorUid: 'memory-1' })
  await waitFor(() => expect(foyer.getState().locale.messages).toBe(de))
  await render(<p>host</p>, foyer)
  await step(() => openModal(foyer, { view, ...(args ? { arguments: args } : {}) } as never))
  return waitFor(() => modal())
}

const alertText = (shadow: ShadowRoot, testId: string) =>
  waitFor(() => get(`[data-testid="${testId}"]`, shadow).textContent)

test('the German texts differ where the English ones are the same', () => {
  // The one pair of error texts these views share in English: each has its own German sentence.
  expect(de.onrampAmountInvalid).not.toBe(de.swapEnterAmount)
})

test('Send: every rule the form checks, and a rejection in the wallet, in German', async () => {
  const foyer = createTestFoyer({ locale: 'de' })
  withTransfers(foyer)
  Object.assign(foyer.adapter, {
    async transferNative() {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    },
  })
  const shadow = await openInGerman(foyer, 'Send')
  const input = (id: string) => get<HTMLInputElement>(`[data-testid="foyer-send-${id}"]`, shadow)
  await waitFor(() => input('amount'))
  const preview = () => click(get('[data-testid="foyer-send-preview"]', shadow))

  await preview()
  expect(await alertText(shadow, 'foyer-send-error')).toBe(de.amountAndReceiverRequired)
  await step(() => type(input('amount'), 'abc'))
  await step(() => type(input('receiver'), 'not an address'))
  await preview()
  expect(await alertText(shadow, 'foyer-send-error')).toBe(de.invalidReceiver)
  await step(() => type(input('receiver'), RECEIVER))
  await preview()
  expect(await alertText(shadow, 'foyer-send-error')).toBe(de.notANumber)
  await step(() => type(input('amount'), '0'))
  await preview()
  expect(await alertText(shadow, 'foyer-send-error')).toBe(de.invalidAmount)
  await step(() => type(input('amount'), '1000'))
  await preview()
  expect(await alertText(shadow, 'foyer-send-error')).toBe(
    formatMessage(de.insufficientFunds, { symbol: 'ETH' }),
  )
  await step(() => type(input('amount'), '1.0000000000000000001'))
  await preview()
  expect(await alertText(shadow, 'foyer-send-error')).toBe(
    formatMessage(de.tooManyDecimals, { symbol: 'ETH', decimals: 18 }),
  )

  await step(() => type(input('amount'), '1'))
  await preview()
  await click(await waitFor(() => get('[data-testid="foyer-send-confirm"]', shadow)))
  expect(await alertText(shadow, 'foyer-send-error')).toBe(de.userRejected)
})

test('Swap: the form’s rules and a swap without a quote, in German', async () => {
  serveApi({
    '/convert/tokens': () => ({ tokens: [ETH, FUSD] }),
    '/balance': () => ({ balances: [tokenBalance('ETH', '1.5', 4500)] }),
    '/convert/quotes': () => ({ quotes: [] }),
    '/convert/gas-price': () => ({
      standard: '1000000000',
      fast: '2000000000',
      instant: '3000000000',
    }),
  })
  const foyer = createTestFoyer({ apiUrl: API_URL, locale: 'de' })
  withTransfers(foyer)
  const shadow = await openInGerman(foyer, 'Swap', {
    fromToken: 'ETH',
    toToken: 'ETH',
    amount: '1',
  })
  expect(await alertText(shadow, 'foyer-swap-error')).toBe(de.swapSameToken)

  const amount = () => get<HTMLInputElement>('[data-testid="foyer-swap-from-amount"]', shadow)
  await step(() =>
    openModal(foyer, { view: 'Swap', arguments: { toToken: 'fUSD', amount: 'abc' } }),
  )
  await waitFor(() => expect(amount().value).toBe('abc'))
  await waitFor(() =>
    expect(get('[data-testid="foyer-swap-error"]', shadow).textContent).toBe(de.notANumber),
  )
  await step(() => type(amount(), '5'))
  await waitFor(() =>
    expect(get('[data-testid="foyer-swap-error"]', shadow).textContent).toBe(
      formatMessage(de.insufficientFunds, { symbol: 'ETH' }),
    ),
  )
  await step(() => type(amount(), '1'))
  await waitFor(() =>
    expect(get('[data-testid="foyer-swap-error"]', shadow).textContent).toBe(
      de.swapQuoteUnavailable,
    ),
  )
  // No amount: the button asks for one, in the swap's own words (not the onramp's).
  await step(() => type(amount(), ''))
  await waitFor(() =>
    expect(get('[data-testid="foyer-swap-submit"]', shadow).textContent).toBe(de.swapEnterAmount),
  )
})

const OPTIONS = {
  providers: [{ id: 'p1', name: 'Provider', paymentMethods: ['CARD'] }],
  purchaseCurrencies: [
    {
      id: 'eth',
      name: 'Ether',
      symbol: 'ETH',
      networks: [{ name: 'Ethereum', chainId: 'eip155:1', contractAddress: '', decimals: 18 }],
    },
  ],
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: [{ id: 'CARD', min: '10.00', max: '7500.00' }] },
  ],
}

test('Buy: an amount the limits refuse, one that is no amount, and the service down, in German', async () => {
  serveApi({ '/onramp/options': () => OPTIONS, '/onramp/quote': () => ({ quotes: [] }) })
  const foyer = createTestFoyer({ apiUrl: API_URL, locale: 'de' })
  withTransfers(foyer)
  const shadow = await openInGerman(foyer, 'Buy')
  const amount = await waitFor(() =>
    get<HTMLInputElement>('[data-testid="foyer-buy-amount"]', shadow),
  )
  await step(() => type(amount, '5'))
  await waitFor(() =>
    expect(get('[data-testid="foyer-buy-limits"]', shadow).textContent).toBe(
      formatMessage(de.onrampAmountLimits, { min: '10,00', max: '7.500,00', currency: 'USD' }),
    ),
  )
  await step(() => type(amount, 'x'))
  await waitFor(() =>
    expect(get('[data-testid="foyer-buy-limits"]', shadow).textContent).toBe(
      de.onrampAmountInvalid,
    ),
  )
})

test('Buy: the onramp service down, in German', async () => {
  serveApi({ '/onramp/options': () => new Response('{}', { status: 500 }) })
  const foyer = createTestFoyer({ apiUrl: API_URL, locale: 'de' })
  withTransfers(foyer)
  const shadow = await openInGerman(foyer, 'Buy')
  await waitFor(() => expect(get('[role="alert"]', shadow).textContent).toBe(de.onrampUnavailable))
})

// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from 'vitest'
import { createTestFoyer, get, openAccount, step, title, waitFor } from '../../_test/render.js'
import {
  API_URL,
  SWAP_ETH as ETH,
  SWAP_FUSD as FUSD,
  serveApi,
  tokenBalance,
  withTransfers,
} from '../../_test/wallet.js'

// The whole swap path runs against the devnet's AMM in e2e/swap.spec.ts; here the service's answers are
// given directly, to test what the modal makes of them.

afterEach(() => vi.unstubAllGlobals())

const features = (root: ParentNode) =>
  [...root.querySelectorAll('.features button')].map((button) => button.getAttribute('data-testid'))

test('Buy, then Swap, before Receive and Send (SPEC §2) where the service has tokens to swap', async () => {
  serveApi({
    '/convert/tokens': () => ({ tokens: [ETH, FUSD] }),
    '/balance': () => ({ balances: [tokenBalance('ETH', '1.5', 4500)] }),
  })
  const foyer = createTestFoyer({ apiUrl: API_URL })
  withTransfers(foyer)
  const shadow = await openAccount(foyer)
  await waitFor(() =>
    expect(features(shadow)).toEqual([
      'foyer-onramp',
      'foyer-swaps',
      'foyer-receive',
      'foyer-send',
    ]),
  )
  await step(() => get('[data-testid="foyer-swaps"]', shadow).click())
  await waitFor(() => expect(title(shadow)).toBe('Swap'))
  // The coin is preselected, its balance shown; its icon from the service carries the client parameters.
  await waitFor(() =>
    expect(get('[data-testid="foyer-swap-from-token"]', shadow).getAttribute('aria-label')).toBe(
      'Pay with: ETH',
    ),
  )
  expect(get('[data-testid="foyer-swap-from-balance"]', shadow).textContent).toBe('Balance 1.5 ETH')
  expect(get('[data-testid="foyer-swap-from-token"] img', shadow).getAttribute('src')).toContain(
    'projectId=p',
  )
  expect(get('[data-testid="foyer-swap-submit"]', shadow).textContent).toBe('Select token')
})

test('a network the service has no swaps on: no Swap button, and the view says why', async () => {
  serveApi({
    '/convert/tokens': () =>
      Response.json(
        {
          error: {
            code: 'UNSUPPORTED_CHAIN',
            message: 'Network not supported for Swaps: eip155:1 (swaps on eip155:8453)',
          },
        },
        { status: 400 },
      ),
  })
  const foyer = createTestFoyer({ apiUrl: API_URL })
  withTransfers(foyer)
  const shadow = await openAccount(foyer)
  await waitFor(() =>
    expect(features(shadow)).toEqual(['foyer-onramp', 'foyer-receive', 'foyer-send']),
  )
  await step(() => foyer.open({ view: 'Swap' }))
  await waitFor(() =>
    expect(get('[data-testid="foyer-swap-error"]', shadow).textContent).toBe(
      'Network not supported for Swaps: eip155:1 (swaps on eip155:8453)',
    ),
  )
})

test('without the services there is no Swap button', async () => {
  const foyer = createTestFoyer()
  withTransfers(foyer)
  const shadow = await openAccount(foyer)
  expect(features(shadow)).toEqual(['foyer-receive', 'foyer-send'])
})

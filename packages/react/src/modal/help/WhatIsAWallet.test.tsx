// @vitest-environment happy-dom
import { expect, test } from 'vitest'
import {
  click,
  createTestFoyer,
  get,
  openModal,
  testConnector,
  title,
  waitFor,
} from '../../_test/render.js'

test('without the services nor a wallet-free login, the help explains and offers nothing it cannot do', async () => {
  const foyer = createTestFoyer()
  const shadow = await openModal(foyer)
  await click('Get started', shadow)
  await waitFor(() => expect(title(shadow)).toBe('What is a wallet?'))
  await waitFor(() => get('[data-testid="foyer-what-is-a-wallet"]', shadow))
  expect(shadow.querySelector('[data-testid="foyer-get-wallet"]')).toBeNull()
  expect(shadow.querySelector('[data-testid="foyer-help-walletless"]')).toBeNull()
})

test('with e-mail login on, no wallet is needed: Continue goes back to Connect', async () => {
  const foyer = createTestFoyer({
    connectors: [testConnector('auth', 'auth')],
    features: { email: true },
  })
  const shadow = await openModal(foyer)
  await click('Get started', shadow)
  await waitFor(() => get('[data-testid="foyer-help-walletless"]', shadow))
  await click('Continue', shadow)
  expect(title(shadow)).toBe('Connect Wallet')
})

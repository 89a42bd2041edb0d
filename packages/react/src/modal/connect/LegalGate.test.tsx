// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from 'vitest'
import {
  createTestFoyer,
  get,
  openModal,
  step,
  testConnector,
  title,
  waitFor,
} from '../../_test/render.js'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const TERMS = 'https://app.example/terms'
const PRIVACY = 'https://app.example/privacy'

test('legal checkbox: every connect method is disabled until the visitor agrees; remembered', async () => {
  const stored: Record<string, string> = {}
  const options = {
    connectors: [testConnector('alpha')],
    customWallets: [{ id: 'web', name: 'Web Wallet', webappLink: 'https://wallet.example' }],
    features: { legalCheckbox: true },
    termsConditionsUrl: TERMS,
    privacyPolicyUrl: PRIVACY,
  }
  const foyer = createTestFoyer({ ...options, stored })
  const shadow = await openModal(foyer)
  const legal = get('[data-testid="foyer-legal"]', shadow)
  expect(legal.textContent).toBe('I agree to the Terms of Service and the Privacy Policy')
  expect([...legal.querySelectorAll('a')].map((a) => [a.href, a.target, a.rel])).toEqual([
    [TERMS, '_blank', 'noopener noreferrer'],
    [PRIVACY, '_blank', 'noopener noreferrer'],
  ])
  const gated = get<HTMLFieldSetElement>('[data-testid="foyer-legal-gated"]', shadow)
  expect(gated.disabled).toBe(true)
  // The fieldset disables the buttons; the custom wallet's link says so itself and goes nowhere.
  const link = get<HTMLAnchorElement>('[data-testid="wallet-web"]', shadow)
  expect(link.getAttribute('aria-disabled')).toBe('true')
  expect(link.tabIndex).toBe(-1)
  const click = new MouseEvent('click', { bubbles: true, cancelable: true })
  link.dispatchEvent(click)
  expect(click.defaultPrevented).toBe(true)

  await step(() => get<HTMLInputElement>('[data-testid="foyer-legal-checkbox"]', shadow).click())
  expect(gated.disabled).toBe(false)
  expect(link.getAttribute('aria-disabled')).toBeNull()
  await step(() => get<HTMLButtonElement>('[data-testid="wallet-alpha"]', shadow).click())
  await waitFor(() => expect(title(shadow)).not.toBe('Connect'))

  // A new visit on this browser: already agreed.
  expect(foyer.storage.get('legalAccepted')).toBe(true)
  const again = createTestFoyer({
    ...options,
    stored: { 'foyer.legalAccepted': 'true' },
  })
  expect(again.getState().legalAccepted).toBe(true)
})

test('legal checkbox with one document links that one', async () => {
  const terms = await openModal(
    createTestFoyer({ features: { legalCheckbox: true }, termsConditionsUrl: TERMS }),
  )
  expect(get('[data-testid="foyer-legal"]', terms).textContent).toBe(
    'I agree to the Terms of Service',
  )
})

test('legal checkbox with no document: not shown, methods usable, and the developer is told', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const shadow = await openModal(createTestFoyer({ features: { legalCheckbox: true } }))
  expect(shadow.querySelector('[data-testid="foyer-legal"]')).toBeNull()
  expect(shadow.querySelector('[data-testid="foyer-legal-gated"]')).toBeNull()
  expect(warn.mock.calls.flat().join('\n')).toContain(
    'features.legalCheckbox: needs termsConditionsUrl or privacyPolicyUrl',
  )
})

test('a terms link must be a web page: javascript: is refused', () => {
  expect(() => createTestFoyer({ termsConditionsUrl: 'javascript:alert(1)' as string })).toThrow(
    /termsConditionsUrl.*expected an http\(s\) URL/s,
  )
})

test('collapse wallets: the list waits behind "Continue with a wallet"', async () => {
  const shadow = await openModal(
    createTestFoyer({
      connectors: [testConnector('alpha'), testConnector('beta')],
      features: { collapseWallets: true },
    }),
  )
  expect(shadow.querySelector('[data-testid="foyer-connect-list"]')).toBeNull()
  const more = get<HTMLButtonElement>('[data-testid="foyer-continue-with-wallet"]', shadow)
  expect(more.textContent).toBe('Continue with a wallet')
  expect(more.getAttribute('aria-expanded')).toBe('false')
  await step(() => more.click())
  const list = get('[data-testid="foyer-connect-list"]', shadow)
  expect(list.querySelectorAll('[data-testid^="wallet-"]')).toHaveLength(2)
})

import type { BrowserContext, Locator, Page } from '@playwright/test'
import { createTestClient, http, parseEther } from 'viem'
import { approveInWallet, freshEmail, fundedLogin, login, walletFrame } from './emailLogin.js'
import { demoUrl, expect, test } from './fixtures.js'

// The embedded wallet's approval page (issue 36): it speaks the modal's language, and where the browser
// cannot tell whether the page is covered (no IntersectionObserver v2: Firefox, Safari) it takes the decision
// in a popup of the wallet's origin instead — relayed through the page in the modal, and only through it.

/** The approval page as a browser without IntersectionObserver v2 runs it (the popup keeps its own guard). */
async function withoutVisibilityReports(context: BrowserContext) {
  await context.addInitScript(() => {
    if (location.pathname === '/frame/approve' && typeof IntersectionObserverEntry === 'function')
      delete (IntersectionObserverEntry.prototype as { isVisible?: boolean }).isVisible
  })
}

/** Presses "Review in a new window" in the approval page and answers the popup it opened. */
async function openPopup(demo: Page, modal: Locator): Promise<Page> {
  const opening = demo.context().waitForEvent('page')
  // The keyboard's trusted press: the frame may still be settling its height under a mouse.
  await walletFrame(modal).getByTestId('foyer-frame-open-window').press('Enter')
  const popup = await opening
  await popup.waitForLoadState('domcontentloaded')
  return popup
}

test('a German modal shows the German approval page; an Arabic one, right to left', async ({
  unloadedDemo: demo,
  modal,
}) => {
  await demo.goto(demoUrl('?locale=de'))
  await login(demo, modal, freshEmail())
  await demo.getByRole('button', { name: 'Sign', exact: true }).click()
  const page = walletFrame(modal)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  await expect(page.getByRole('heading', { name: 'Diese Nachricht signieren' })).toBeVisible()
  await expect(page.getByTestId('foyer-approval-origin')).toContainText('Angefragt von')
  await expect(page.getByTestId('foyer-approval-details')).toContainText('Smart Account')
  await expect(page.getByTestId('foyer-frame-reject')).toHaveText('Ablehnen')
  await expect(page.getByTestId('foyer-frame-approve')).toHaveText('Bestätigen')
  await approveInWallet(modal)
  await expect(demo.getByTestId('demo-verified')).toHaveText('Signature verified')

  await demo.getByTestId('demo-locale').selectOption('ar')
  await expect(demo.locator('foyer-modal').first()).toHaveAttribute('lang', /^ar/)
  await demo.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { name: 'وقّع هذه الرسالة' })).toBeVisible()
  await expect(page.getByTestId('foyer-frame-approve')).toHaveText('موافقة')
})

test('without IntersectionObserver v2 the page cannot arm; its popup shows the request and takes the click', async ({
  demo,
  modal,
}) => {
  await withoutVisibilityReports(demo.context())
  await fundedLogin(demo, modal)
  // The EOA's transaction: its nonce, gas and fee caps are fixed when prepared, and shown in the popup too.
  await demo.getByTestId('foyer-connect-button').click()
  await modal.getByTestId('foyer-switch-account-type').click()
  await expect(demo.getByTestId('demo-account-type')).toHaveText('eoa')
  await demo.keyboard.press('Escape')
  const eoa = (await demo.getByTestId('demo-address').textContent()) as string
  await createTestClient({
    mode: 'anvil',
    transport: http(process.env.FOYER_E2E_L1_RPC),
  }).setBalance({ address: eoa as `0x${string}`, value: parseEther('1') })
  await demo.getByRole('button', { name: 'Send 0.01 to myself' }).click()

  const page = walletFrame(modal)
  await expect(page.getByTestId('foyer-frame-status')).toContainText('cannot tell whether')
  // No Approve button in the frame: only Reject, and the way to the popup.
  await expect(page.getByTestId('foyer-frame-approve')).toHaveCount(0)

  const popup = await openPopup(demo, modal)
  await expect(page.getByTestId('foyer-frame-status')).toContainText('window that opened')
  await expect(popup.getByTestId('foyer-approval-value')).toHaveText(/0\.01 ETH/)
  await expect(popup.getByTestId('foyer-approval-recipient')).toHaveText(eoa)
  await expect(popup.getByTestId('foyer-approval-details')).toContainText('Gas limit')
  await expect(popup.getByTestId('foyer-approval-details')).toContainText('Nonce')
  const approve = popup.getByTestId('foyer-frame-approve')
  await expect(approve).toHaveAttribute('aria-disabled', 'false')
  const closed = popup.waitForEvent('close')
  await approve.click()
  // The decision made, the popup closes itself; the page in the modal shows the outcome.
  await closed
  await expect(demo.getByTestId('demo-provider-result')).toHaveText(/^Result: 0x[0-9a-f]{64}$/)
})

test('the popup takes nothing from another origin or another window, and closing it leaves the request waiting', async ({
  demo,
  modal,
}) => {
  await withoutVisibilityReports(demo.context())
  await fundedLogin(demo, modal)
  await demo.getByRole('button', { name: 'Sign', exact: true }).click()
  const page = walletFrame(modal)
  await expect(page.getByTestId('foyer-frame-open-window')).toBeVisible()
  const src = (await modal.getByTestId('foyer-approval-frame').getAttribute('src')) as string
  const approvalId = new URL(src).searchParams.get('approvalId')

  // The host page knows the approval's id (it made the frame): it posts a decision to the page in the modal,
  // as if it came from the popup, and opens the popup's address itself.
  await demo.evaluate((approvalId) => {
    const frame = document
      .querySelector('foyer-modal')
      ?.shadowRoot?.querySelector<HTMLIFrameElement>('[data-testid="foyer-approval-frame"]')
    if (!frame?.contentWindow) throw new Error('no approval frame')
    frame.contentWindow.postMessage({ type: 'decide', approvalId, approve: true }, '*')
  }, approvalId)
  const opening = demo.context().waitForEvent('page')
  await demo.evaluate((url) => void window.open(url, 'attacker', 'popup'), `${src}&window=1`)
  const hostsPopup = await opening
  // Its opener is the host page: it cannot reach the request, and says so (read once the page is settled,
  // so no navigation is under way).
  await expect(hostsPopup.locator('main')).toHaveAttribute('data-state', 'settled')
  expect(await hostsPopup.evaluate(() => window.opener !== null)).toBe(true)
  await expect(hostsPopup.getByTestId('foyer-frame-status')).toContainText('no longer waiting')
  await expect(page.locator('main')).toHaveAttribute('data-state', 'ready')

  // The visitor's popup, closed without deciding: the request still waits, and a new popup takes it.
  const first = await openPopup(demo, modal)
  await expect(first.getByTestId('foyer-frame-approve')).toHaveAttribute('aria-disabled', 'false')
  // A window of the auth origin that is not the popup (here the page in the modal itself) posts a decision.
  await modal
    .locator('[data-testid="foyer-approval-frame"]')
    .contentFrame()
    .locator('main')
    .evaluate((_main, approvalId) => {
      window.postMessage({ type: 'decide', approvalId, approve: true }, location.origin)
    }, approvalId)
  await first.close()
  await expect(page.locator('main')).toHaveAttribute('data-state', 'ready')
  await expect(demo.getByTestId('demo-verified')).toHaveCount(0)

  const second = await openPopup(demo, modal)
  const approve = second.getByTestId('foyer-frame-approve')
  await expect(approve).toHaveAttribute('aria-disabled', 'false')
  const closed = second.waitForEvent('close')
  await approve.click()
  await closed
  await expect(demo.getByTestId('demo-verified')).toHaveText('Signature verified')
})

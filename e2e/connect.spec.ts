import type { Locator, Page } from '@playwright/test'
import {
  connectWith,
  DEV_ADDRESS,
  demoUrl,
  expect,
  rejectNextRequest,
  TEST_ADDRESS,
  test,
  walletMovesToL2,
} from './fixtures.js'

/** The requests for the modal's chunk (`modalChunk-*.js`) the page makes from now on. */
function watchModalChunk(page: Page): string[] {
  const requests: string[] = []
  page.on('request', (request) => {
    if (/\/modalChunk-[\w-]+\.js$/.test(request.url())) requests.push(request.url())
  })
  return requests
}

test('the modal is not loaded before the first press; pressing the button starts loading it', async ({
  demo,
  modal,
}) => {
  const modalChunk = watchModalChunk(demo)
  const button = demo.getByTestId('foyer-connect-button')
  await expect(button).toBeVisible()
  await demo.waitForTimeout(300)
  expect(modalChunk).toEqual([])
  expect(await demo.evaluate(() => document.querySelectorAll('foyer-modal').length)).toBe(0)
  expect(await demo.evaluate(() => customElements.get('foyer-modal') === undefined)).toBe(true)

  // The press (before the click completes) fetches the modal's code and renders the modal, closed; only
  // the click opens it.
  await button.hover()
  await demo.mouse.down()
  await expectPreloadedClosed(demo, modal, modalChunk)
  await demo.waitForTimeout(200)
  await expect(modal).toBeHidden()
  await demo.mouse.up()
  await expect(modal).toBeVisible()
  await expect(modal).toHaveAccessibleName('Connect Wallet')
})

test('Space on a focused Foyer button preloads the modal on the key press and opens it on release', async ({
  demo,
  modal,
}) => {
  const modalChunk = watchModalChunk(demo)
  const button = demo.getByTestId('foyer-connect-button')
  await button.focus()
  expect(modalChunk).toEqual([])
  await demo.keyboard.down(' ')
  await expectPreloadedClosed(demo, modal, modalChunk)
  await demo.keyboard.up(' ')
  await expect(modal).toBeVisible()
})

/**
 * After a press: the modal's chunk was requested and the modal is rendered (its title), but closed:
 * hidden, and the page under its (laid out) box still gets the pointer.
 */
async function expectPreloadedClosed(page: Page, modal: Locator, modalChunk: string[]) {
  await expect.poll(() => modalChunk.length).toBeGreaterThan(0)
  await expect(page.locator('foyer-modal #foyer-title')).toHaveText('Connect Wallet')
  await expect(modal).toBeHidden()
  const hit = await page.evaluate(() => {
    const box = document
      .querySelector('foyer-modal')
      ?.shadowRoot?.querySelector('dialog')
      ?.getBoundingClientRect()
    if (!box?.width) return 'no box'
    const under = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
    return under?.localName ?? 'nothing'
  })
  expect(hit).not.toBe('foyer-modal')
  expect(hit).not.toBe('no box')
}

test("the connect button's first painted frame already has its own look", async ({ page }) => {
  // Each animation frame in which the button has a box records its background, from the first script on.
  await page.addInitScript(() => {
    const frames: string[] = []
    Object.assign(window, { __buttonFrames: frames })
    const poll = () => {
      const button = document.querySelector('[data-testid="foyer-connect-button"]')
      if (button && button.getBoundingClientRect().width > 0)
        frames.push(getComputedStyle(button).backgroundColor)
      if (frames.length < 3) requestAnimationFrame(poll)
    }
    requestAnimationFrame(poll)
  })
  await page.goto(demoUrl())
  const frames = () =>
    page.evaluate(() => (window as unknown as { __buttonFrames: string[] }).__buttonFrames)
  await expect.poll(async () => (await frames()).length).toBe(3)
  const [first, ...later] = await frames()
  expect(later).toEqual([first, first])
  expect(first).not.toBe('rgb(239, 239, 239)')
})

test('connect: two browser wallets in order, a 360 px dialog, then the Account view', async ({
  demo,
  modal,
}) => {
  await demo.getByTestId('foyer-connect-button').click()
  await expect(modal).toBeVisible()
  expect(await demo.evaluate(() => document.querySelectorAll('foyer-modal').length)).toBe(1)
  await expect(modal).toHaveAccessibleName('Connect Wallet')
  expect((await modal.boundingBox())?.width).toBe(360)

  const installed = modal.getByRole('region', { name: 'Installed' })
  // The EIP-6963 dev wallets, then the Solana-only one (Wallet Standard); Foyer Dev Wallet offers both
  // families and is one row. The group's title says they are installed.
  await expect(installed.getByRole('button').filter({ hasText: 'Foyer' })).toHaveText([
    'Foyer Dev Wallet',
    'Foyer Test Wallet',
    'Foyer Solana Wallet',
  ])

  await modal.getByRole('button', { name: /Foyer Dev Wallet/ }).click()
  await expect(demo.getByTestId('demo-status')).toHaveText('connected')
  await expect(demo.getByTestId('demo-address')).toHaveText(DEV_ADDRESS)
  await expect(modal).toBeHidden()

  await demo.getByTestId('foyer-connect-button').click()
  await expect(modal).toHaveAccessibleName('Account')
  await expect(modal.getByTestId('foyer-account-address')).toHaveText('0xf3…b92266')
  await expect(modal.getByTestId('foyer-account-balance')).toHaveText(
    /^\d{1,3}(,\d{3})*(\.\d{1,3})? ETH$/,
  )
  await expect(modal.getByRole('button', { name: /Foyer Devnet/ })).toBeVisible()
})

test('the recently used wallet comes first', async ({ demo, modal }) => {
  await connectWith(demo, modal, 'Foyer Test Wallet')
  await expect(demo.getByTestId('demo-address')).toHaveText(TEST_ADDRESS)
  await demo.getByTestId('foyer-connect-button').click()
  await modal.getByRole('button', { name: 'Disconnect' }).click()
  await expect(demo.getByTestId('demo-status')).toHaveText('disconnected')

  await demo.getByTestId('foyer-connect-button').click()
  const rows = modal
    .getByTestId('foyer-connect-list')
    .getByRole('button')
    .filter({ hasText: 'Foyer' })
  await expect(rows).toHaveText([/Foyer Test Wallet/, /Foyer Dev Wallet/, /Foyer Solana Wallet/])
  await expect(modal.getByRole('region', { name: 'Recent' }).getByRole('button')).toHaveText([
    'Foyer Test Wallet',
  ])
})

test('reload stays connected; disconnect survives a reload too', async ({ demo, modal }) => {
  await connectWith(demo, modal, 'Foyer Dev Wallet')
  await demo.reload()
  await expect(demo.getByTestId('demo-status')).toHaveText('connected')
  await expect(demo.getByTestId('demo-address')).toHaveText(DEV_ADDRESS)

  await demo.getByTestId('foyer-connect-button').click()
  await modal.getByRole('button', { name: 'Disconnect' }).click()
  await expect(demo.getByTestId('demo-status')).toHaveText('disconnected')
  await demo.reload()
  await expect(demo.getByTestId('foyer-connect-button')).toBeVisible()
  await expect(demo.getByTestId('demo-status')).toHaveText('disconnected')
})

test('a rejection in the wallet (4001) shows a clear error and the modal stays usable', async ({
  demo,
  modal,
}) => {
  await rejectNextRequest(demo)
  await demo.getByTestId('foyer-connect-button').click()
  await modal.getByRole('button', { name: /Foyer Dev Wallet/ }).click()
  await expect(modal.getByRole('alert')).toHaveText(/Request rejected in the wallet/)
  await modal.getByRole('button', { name: 'Try again' }).click()
  await expect(demo.getByTestId('demo-status')).toHaveText('connected')
})

test('keyboard only: open, choose a wallet, connect; Escape closes and focus returns', async ({
  demo,
  modal,
}) => {
  const opener = demo.getByTestId('foyer-connect-button')
  await opener.focus()
  await demo.keyboard.press('Enter')
  await expect(modal).toBeVisible()
  // Focus is inside the dialog and Tab never leaves it.
  for (let i = 0; i < 12; i++) {
    await demo.keyboard.press('Tab')
    expect(await demo.evaluate(() => document.activeElement?.tagName)).toBe('FOYER-MODAL')
  }
  await demo.keyboard.press('Escape')
  await expect(modal).toBeHidden()
  await expect(opener).toBeFocused()

  await demo.keyboard.press('Enter')
  await expect(modal).toBeVisible()
  let found = false
  for (let i = 0; i < 12 && !found; i++) {
    await demo.keyboard.press('Tab')
    found = await modal
      .getByRole('button', { name: /Foyer Dev Wallet/ })
      .evaluate((element) => element.matches(':focus'))
  }
  expect(found).toBe(true)
  await demo.keyboard.press('Enter')
  await expect(demo.getByTestId('demo-status')).toHaveText('connected')
})

test('legal checkbox and collapsed wallets: agree first, then open the list and connect', async ({
  unloadedDemo: demo,
  modal,
}) => {
  await demo.goto(demoUrl('?devwallets&legal&collapse'))
  await demo.waitForFunction(() => window.__foyerDevWallets?.length === 2)
  await demo.getByTestId('foyer-connect-button').click()
  const agree = modal.getByRole('checkbox', { name: /I agree to the Terms of Service/ })
  await expect(agree).not.toBeChecked()
  const more = modal.getByRole('button', { name: 'Continue with a wallet' })
  await expect(more).toBeDisabled()
  await expect(modal.getByTestId('foyer-email-input')).toBeDisabled()
  await agree.check()
  await expect(more).toHaveAttribute('aria-expanded', 'false')
  await more.click()
  await modal.getByRole('button', { name: 'Foyer Dev Wallet' }).click()
  await expect(demo.getByTestId('demo-status')).toHaveText('connected')
  // Remembered: disconnected again, the methods are open at once.
  expect(await demo.evaluate(() => localStorage.getItem('foyer.legalAccepted'))).toBe('true')
  await demo.getByTestId('foyer-connect-button').click()
  await modal.getByTestId('foyer-disconnect').click()
  await demo.getByTestId('foyer-connect-button').click()
  await expect(agree).toBeChecked()
  await expect(more).toBeEnabled()
})

test('a visitor without a wallet learns what one is, finds where to get one, or signs in with e-mail', async ({
  demo,
  modal,
}) => {
  await demo.getByTestId('foyer-connect-button').click()
  await modal.getByRole('button', { name: 'Get started' }).click()
  await expect(modal).toHaveAccessibleName('What is a wallet?')
  await expect(modal.getByText('A home for your digital assets')).toBeVisible()
  // Get a wallet: the directory's wallets, each a link to its own site in a new tab.
  await modal.getByRole('button', { name: 'Get a wallet' }).click()
  await expect(modal).toHaveAccessibleName('Get a wallet')
  const rainbow = modal.getByRole('link', { name: /Rainbow/ })
  await expect(rainbow).toHaveAttribute('href', /^https:\/\//)
  await expect(rainbow).toHaveAttribute('target', '_blank')
  await modal.getByTestId('foyer-back').click()
  // The demo offers e-mail and social login: the help says no wallet is needed, and goes back to them.
  await expect(modal.getByText('No wallet needed')).toBeVisible()
  await modal.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(modal).toHaveAccessibleName('Connect Wallet')
  await expect(modal.getByTestId('foyer-email-input')).toBeVisible()
})

test('a wallet already on a network the app does not offer is met by UnsupportedChain when it connects', async ({
  unloadedDemo: demo,
  modal,
}) => {
  await demo.goto(demoUrl('?devwallets&l1only'))
  await demo.waitForFunction(() => window.__foyerDevWallets?.length === 2)
  // The wallet is on the L2 before the visitor connects it.
  await walletMovesToL2(demo)
  await demo.getByTestId('foyer-connect-button').click()
  await modal.getByRole('button', { name: /Foyer Dev Wallet/ }).click()
  await expect(demo.getByTestId('demo-status')).toHaveText('connected')
  await expect(modal).toHaveAccessibleName('Switch Network')
  await modal.getByRole('button', { name: 'Foyer Devnet', exact: true }).click()
  await expect(demo.getByTestId('demo-network')).toHaveText('Foyer Devnet')
  await expect(modal).toHaveAccessibleName('Account')
})

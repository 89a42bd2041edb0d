import { connectWith, expect, test } from './fixtures.js'
import { LISTING_LOGO_COLOUR } from './listingLogoHost.js'

test('the Account view shows the name and the balance from the data service', async ({
  demo,
  modal,
}) => {
  const balanceRequest = demo.waitForRequest((request) =>
    /\/v1\/account\/0x[0-9a-fA-F]{40}\/balance\?/.test(request.url()),
  )
  await connectWith(demo, modal, 'Foyer Dev Wallet')
  const request = await balanceRequest
  const url = new URL(request.url())
  // Every call carries projectId, st, sv and clientId (SPEC §7).
  expect([...url.searchParams.keys()]).toEqual(
    expect.arrayContaining(['projectId', 'st', 'sv', 'clientId']),
  )
  expect(url.searchParams.get('projectId')).toBe('foyer-demo')

  await demo.getByTestId('foyer-connect-button').click()
  await expect(modal.getByTestId('foyer-account-name')).toHaveText('foyer-dev')
  await expect(modal.getByTestId('foyer-account-address')).toHaveText('0xf3…b92266')
  await expect(modal.getByTestId('foyer-account-balance')).toHaveText(
    /^\d{1,3}(,\d{3})*(\.\d{1,3})? ETH$/,
  )
})

test('Connect lists featured and recommended wallets from the directory after the installed ones', async ({
  demo,
  modal,
}) => {
  await demo.getByTestId('foyer-connect-button').click()
  const rows = modal.getByTestId('foyer-connect-list').locator('li')
  // SPEC §2: WalletConnect first, then the installed wallets.
  await expect(rows.first()).toContainText('WalletConnect')
  await expect(rows.nth(1)).toContainText('Foyer Dev Wallet')
  // featuredWalletIds: ['rainbow', 'zerion'] in the demo's options, in that order, right after the installed
  // wallets (two EIP-6963 ones, one of them also a Solana wallet, and a Solana-only one).
  await expect(rows.nth(4)).toContainText('Rainbow')
  await expect(rows.nth(5)).toContainText('Zerion')
  // The dev wallets are in the directory too, but are not listed twice.
  await expect(modal.getByRole('button', { name: /Foyer Dev Wallet/ })).toHaveCount(1)
})

test('the wallets already listed stay in place when the directory answers', async ({
  demo,
  modal,
}) => {
  // Hold the directory's answers (the real service's, passed on unchanged) until the installed wallets
  // are on screen: on a slow network the rows below them arrive later, and a visitor may already be aiming.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await demo.route(/\/getWallets\?/, async (route) => {
    await held
    await route.continue()
  })
  await demo.emulateMedia({ reducedMotion: 'reduce' }) // measured without the opening animation
  await demo.getByTestId('foyer-connect-button').click()
  const rows = modal.getByTestId('foyer-connect-list').locator('li')
  const devWallet = modal.getByRole('button', { name: 'Foyer Dev Wallet' })
  await expect(devWallet).toBeVisible()
  const count = await rows.count()
  const before = await devWallet.boundingBox()

  release()
  await expect(rows).not.toHaveCount(count)
  await expect(rows.nth(4)).toContainText('Rainbow')
  expect(await devWallet.boundingBox()).toEqual(before)
})

test('All Wallets: the directory, searchable, with images from the wallet service', async ({
  demo,
  modal,
}) => {
  await demo.getByTestId('foyer-connect-button').click()
  await modal.getByTestId('foyer-all-wallets').click()
  await expect(modal).toHaveAccessibleName('All Wallets')
  const list = modal.getByTestId('foyer-all-wallets-list')
  // With WalletConnect (the demo has a projectId) a directory wallet is a button that pairs with it.
  await expect(list.getByRole('button', { name: 'MetaMask' })).toBeVisible()
  const icon = list.getByRole('button', { name: 'MetaMask' }).locator('img')
  await expect(icon).toHaveAttribute('src', /\/getWalletImage\/metamask\?.*projectId=foyer-demo/)
  expect(
    await icon.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
  ).toBe(true)

  await modal.getByLabel('Search wallets').fill('rain')
  await expect(list.getByRole('button')).toHaveText(['Rainbow'])
  await modal.getByLabel('Search wallets').fill('zzzz-no-such-wallet')
  await expect(modal.getByText('No wallet found')).toBeVisible()
})

test("an imported listing's logo is fetched by the import and shown; a wallet listed without one gets the glyph", async ({
  demo,
  modal,
  request,
}) => {
  // The setup imported a listing whose first wallet names a logo on its maker's host (listingLogoHost.ts),
  // as `wallets import` does with an explorer listing (issue 40, wallet logos).
  await demo.getByTestId('foyer-connect-button').click()
  await modal.getByTestId('foyer-all-wallets').click()
  await modal.getByLabel('Search wallets').fill('Zeta Test Wallet 00')
  const list = modal.getByTestId('foyer-all-wallets-list')
  const withLogo = list.getByRole('button', { name: 'Zeta Test Wallet 001' }).locator('img')
  const without = list.getByRole('button', { name: 'Zeta Test Wallet 002' }).locator('img')
  await expect(withLogo).toHaveAttribute('src', /\/getWalletImage\/e2e-wallet-001\?/)
  const loaded = (image: HTMLImageElement) => image.complete && image.naturalWidth > 0
  await expect.poll(() => withLogo.evaluate(loaded)).toBe(true)
  await expect.poll(() => without.evaluate(loaded)).toBe(true)
  // What the service serves for it is the maker's logo (its colour survives the SVG's rebuild), not the
  // placeholder it serves for the wallet listed without one.
  const served = await request.get((await withLogo.getAttribute('src')) ?? '')
  expect(served.ok()).toBe(true)
  expect(await served.text()).toContain(LISTING_LOGO_COLOUR)
  const placeholder = await request.get((await without.getAttribute('src')) ?? '')
  expect(await placeholder.text()).not.toContain(LISTING_LOGO_COLOUR)
  expect((await withLogo.screenshot()).equals(await without.screenshot())).toBe(false)
})

test("networks and tokens wear the wallet service's images, each its own", async ({
  demo,
  modal,
}) => {
  await connectWith(demo, modal, 'Foyer Dev Wallet')
  const loaded = (image: HTMLImageElement) => image.complete && image.naturalWidth > 0
  // The header's network button: the devnet's drawing, loaded.
  const buttonIcon = demo.getByTestId('foyer-network-button').locator('img')
  await expect(buttonIcon).toHaveAttribute('src', /\/public\/getAssetImage\/eip155%3A31337\?/)
  await expect.poll(() => buttonIcon.evaluate(loaded)).toBe(true)

  await demo.getByTestId('foyer-network-button').click()
  const l1 = modal.getByTestId('network-eip155:31337').locator('img')
  const l2 = modal.getByTestId('network-eip155:31338').locator('img')
  await expect.poll(() => l1.evaluate(loaded)).toBe(true)
  await expect.poll(() => l2.evaluate(loaded)).toBe(true)
  // Two networks, two pictures: the images differ (not one disc for both).
  expect((await l1.screenshot()).equals(await l2.screenshot())).toBe(false)

  await demo.keyboard.press('Escape')
  await demo.getByTestId('foyer-connect-button').click()
  for (const symbol of ['ETH', 'FOY', 'fUSD', 'USDT']) {
    const icon = modal.getByTestId(`foyer-token-${symbol}`).locator('img')
    await expect(icon).toHaveAttribute('src', new RegExp(`/public/getTokenImage/${symbol}\\?`))
    await expect.poll(() => icon.evaluate(loaded)).toBe(true)
  }
})

test('All Wallets pages by 40: the next page loads on scroll', async ({ demo, modal }) => {
  await demo.getByTestId('foyer-connect-button').click()
  await modal.getByTestId('foyer-all-wallets').click()
  const list = modal.getByTestId('foyer-all-wallets-list')
  const generated = list.getByRole('button', { name: /^Zeta Test Wallet/ })
  const more = modal.getByRole('button', { name: 'Show more wallets' })
  // The directory: the curated EVM wallets, then 70 generated ones ranked last. Page 1 ends a few generated
  // wallets in; each scroll to the end brings exactly one more page of 40.
  await expect(list.getByRole('button', { name: 'MetaMask' })).toBeVisible()
  const firstPage = await generated.count()
  expect(firstPage).toBeGreaterThan(0)
  expect(firstPage).toBeLessThan(40)
  await more.scrollIntoViewIfNeeded()
  await expect(generated).toHaveCount(firstPage + 40)
  await more.scrollIntoViewIfNeeded()
  await expect(generated).toHaveCount(70)
  await expect(list.getByRole('button', { name: 'Zeta Test Wallet 070' })).toBeVisible()
  await expect(more).toHaveCount(0)
})

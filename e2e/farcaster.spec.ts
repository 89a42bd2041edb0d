import { demoUrl, expect, test } from './fixtures.js'

// Sign In With Farcaster through the local stand-ins: the auth relay, and a test Farcaster client whose
// account (@ada, fid 1729) is registered to its custody key on the devnet's ID registry.

test('Farcaster: the QR code’s link, opened in a Farcaster client, signs the visitor in', async ({
  page,
  context,
}) => {
  await page.goto(demoUrl(''))
  const modal = page.locator('foyer-modal').getByRole('dialog')
  await page.getByTestId('foyer-connect-button').click()
  await modal.getByTestId('foyer-social-farcaster').click()
  await expect(modal.getByRole('heading', { name: 'Sign in with Farcaster' })).toBeVisible()
  const qr = modal.getByTestId('foyer-farcaster-qr')
  await expect(qr).toBeVisible()
  await expect(qr).toHaveAttribute('aria-label', 'QR code of the Farcaster sign-in link')
  const link = (await modal.getByTestId('foyer-farcaster-link').getAttribute('href')) ?? ''
  expect(link).toMatch(/\/~\/siwf\?channelToken=/)

  // The visitor's phone: the Farcaster client the link opens.
  const phone = await context.newPage()
  await phone.goto(link)
  const appHost = new URL(page.url()).host
  await expect(phone.getByRole('heading', { name: `Sign in to ${appHost}` })).toBeVisible()
  await phone.getByRole('button', { name: 'Sign in' }).click()
  await expect(phone.getByRole('heading', { name: `Signed in to ${appHost}` })).toBeVisible()

  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(modal).toBeHidden()
  await page.getByTestId('foyer-connect-button').click()
  await expect(modal.getByTestId('foyer-account-social')).toHaveText('Farcaster · ada')
})

test('Farcaster: going back ends the wait, and a new visit shows a new link', async ({ page }) => {
  await page.goto(demoUrl(''))
  const modal = page.locator('foyer-modal').getByRole('dialog')
  await page.getByTestId('foyer-connect-button').click()
  await modal.getByTestId('foyer-social-farcaster').click()
  await expect(modal.getByTestId('foyer-farcaster-qr')).toBeVisible()
  const first = await modal.getByTestId('foyer-farcaster-link').getAttribute('href')
  await modal.getByRole('button', { name: 'Back' }).click()
  await expect(modal.getByTestId('foyer-social-farcaster')).toBeVisible()
  await modal.getByTestId('foyer-social-farcaster').click()
  await expect(modal.getByTestId('foyer-farcaster-qr')).toBeVisible()
  await expect(modal.getByTestId('foyer-farcaster-link')).not.toHaveAttribute('href', first ?? '')
  await expect(page.getByTestId('demo-status')).not.toHaveText('connected')
})

import { createPublicClient, http, parseEther } from 'viem'
import { approveInWallet, freshEmail, login, walletFrame } from './emailLogin.js'
import { connectWith, demoUrl, expect, reloadUntilInActivity, test } from './fixtures.js'

// Issue 18, wallet names: a visitor with no name chooses one in the Account view, the wallet signs, and
// the name shows in the Account view and in Foyer's button. An e-mail login gives each run a new address.

test('a visitor registers a wallet name: checked as typed, signed in the wallet, then shown everywhere', async ({
  browser,
  unloadedDemo: demo,
  modal,
}) => {
  await demo.goto(demoUrl(''))
  const address = await login(demo, modal, freshEmail())
  await demo.getByTestId('foyer-connect-button').click()
  await modal.getByTestId('foyer-choose-name').click()
  await expect(modal).toHaveAccessibleName('Choose Name')
  const input = modal.getByTestId('foyer-name-input')
  const status = modal.getByTestId('foyer-name-status')

  // SPEC §5's rule at once; the service's answer once typing settles.
  await input.fill('ab!')
  await expect(modal.getByRole('alert')).toHaveText(
    'Letters, digits and hyphens only, at least 4 characters',
  )
  await expect(modal.getByTestId('foyer-register-name')).toBeDisabled()
  await input.fill('support')
  await expect(status).toHaveText('support.foyer.id is taken')
  await modal.getByTestId('foyer-name-suggestion-support1.foyer.id').click()
  await expect(input).toHaveValue('support1')
  await expect(status).toHaveText('support1.foyer.id is available')

  const label = `visitor-${Date.now().toString(36)}`
  await input.fill(label)
  await expect(status).toHaveText(`${label}.foyer.id is available`)

  // Declined in the wallet: back to the form, the name kept, the reason shown.
  await modal.getByTestId('foyer-register-name').click()
  await expect(modal).toHaveAccessibleName('Approve Transaction')
  // Cancelled once the wallet's page shows the request, as a visitor reads it first. A Cancel pressed while
  // that page was still loading (a CI run at load 20) once left the request on screen for 30 s: a race not
  // yet explained, to be tested in core's walletApproval, not here.
  await expect(walletFrame(modal).getByTestId('foyer-frame-approve')).toBeVisible()
  await modal.getByTestId('foyer-reject').click()
  await expect(modal).toHaveAccessibleName('Choose Name')
  await expect(modal.getByTestId('foyer-name-error')).toBeVisible()
  await expect(input).toHaveValue(label)

  // Signed: the success view, then the name wherever the address was.
  await modal.getByTestId('foyer-register-name').click()
  await expect(modal).toHaveAccessibleName('Approve Transaction')
  await approveInWallet(modal)
  await expect(modal.getByTestId('foyer-register-name-result')).toContainText(
    `${label}.foyer.id is yours`,
  )
  await modal.getByTestId('foyer-register-name-done').click()
  await expect(modal).toHaveAccessibleName('Account')
  await expect(modal.getByTestId('foyer-account-name')).toHaveText(`${label}.foyer.id`)
  await expect(modal.getByTestId('foyer-choose-name')).toHaveCount(0)
  await expect(demo.getByTestId('foyer-connect-button')).toContainText(`${label}.foyer.id`)

  // The service answers the lookups both ways.
  const api = process.env.FOYER_E2E_API_URL ?? ''
  const query = 'projectId=foyer-demo&st=e2e&sv=0&clientId=e2e'
  const forward = await (await fetch(`${api}/v1/profile/account/${label}.foyer.id?${query}`)).json()
  expect(Object.values(forward.addresses as Record<string, { address: string }>)[0]?.address).toBe(
    address.toLowerCase(),
  )
  const reverse = await (await fetch(`${api}/v1/profile/reverse/${address}?${query}`)).json()
  expect(reverse.map((record: { name: string }) => record.name)).toEqual([`${label}.foyer.id`])

  // Anyone can now send to the name: another visitor's Send looks it up and previews the name and address.
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(demoUrl())
  await page.waitForFunction(() => window.__foyerDevWallets?.length === 2)
  const other = page.locator('foyer-modal').getByRole('dialog')
  await connectWith(page, other, 'Foyer Dev Wallet')
  await page.getByTestId('foyer-connect-button').click()
  await other.getByTestId('foyer-send').click()
  await other.getByTestId('foyer-send-amount').fill('0.01')
  await other.getByTestId('foyer-send-receiver').fill(`${label}.foyer.id`)
  const short = new RegExp(`^→ ${address.slice(0, 4)}…${address.slice(-6)}$`, 'i')
  await expect(other.getByTestId('foyer-send-receiver-lookup')).toHaveText(short)
  await other.getByTestId('foyer-send-preview').click()
  await expect(other.getByTestId('foyer-preview-receiver-name')).toHaveText(`${label}.foyer.id`)
  await expect(other.getByTestId('foyer-preview-receiver')).toHaveAttribute(
    'title',
    address.toLowerCase(),
  )
  // Sent: the coin reaches the name's address, and the sender's Activity names the receiver.
  await other.getByTestId('foyer-send-confirm').click()
  await expect
    .poll(() =>
      createPublicClient({ transport: http(process.env.FOYER_E2E_L1_RPC) }).getBalance({
        address: address as `0x${string}`,
      }),
    )
    .toBe(parseEther('0.01'))
  await reloadUntilInActivity(page, other, () =>
    other
      .getByTestId('foyer-activity-counterparty')
      .filter({ hasText: `${label}.foyer.id` })
      .count(),
  )

  // A name nobody holds is said so, and Preview stays where it is.
  await other.getByTestId('foyer-tab-tokens').click()
  await other.getByTestId('foyer-send').click()
  await other.getByTestId('foyer-send-receiver').fill('nobody-at-all.foyer.id')
  await expect(other.getByTestId('foyer-send-receiver-lookup')).toHaveText(
    'No address is registered for this name',
  )
  await context.close()
})

import { connectWith, expect, rejectNextRequest, test } from './fixtures.js'

test('switch network: the wallet adds the unknown L2 (4902) and switches', async ({
  demo,
  modal,
}) => {
  await connectWith(demo, modal, 'Foyer Dev Wallet')
  await expect(demo.getByTestId('demo-network')).toHaveText('Foyer Devnet')
  await demo.getByTestId('foyer-network-button').click()
  await expect(modal).toHaveAccessibleName(/Network/)
  await expect(modal.getByRole('button', { name: 'Foyer Devnet', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await modal.getByRole('button', { name: 'Foyer Devnet L2' }).click()
  await expect(demo.getByTestId('demo-network')).toHaveText('Foyer Devnet L2')
  await expect(demo.getByTestId('foyer-network-button')).toHaveText(/Foyer Devnet L2/)
  // The wallet remembers the added chain: switching back and forth needs no second add.
  await demo.getByTestId('foyer-network-button').click()
  await modal.getByRole('button', { name: 'Foyer Devnet', exact: true }).click()
  await expect(demo.getByTestId('demo-network')).toHaveText('Foyer Devnet')
})

test('a rejected network switch shows an error and keeps the network', async ({ demo, modal }) => {
  await connectWith(demo, modal, 'Foyer Dev Wallet')
  await rejectNextRequest(demo)
  await demo.getByTestId('foyer-network-button').click()
  await modal.getByRole('button', { name: 'Foyer Devnet L2' }).click()
  await expect(modal.getByRole('alert')).toBeVisible()
  await expect(demo.getByTestId('demo-network')).toHaveText('Foyer Devnet')
})

test('sign a message in the modal, and in the demo with on-chain verification', async ({
  demo,
  modal,
}) => {
  await connectWith(demo, modal, 'Foyer Dev Wallet')
  await demo.getByTestId('foyer-connect-button').click()
  await modal.getByRole('button', { name: 'Sign Message' }).click()
  await modal.getByLabel('Message').fill('Welcome to Foyer')
  await modal.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(modal.getByTestId('foyer-signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  await demo.keyboard.press('Escape')

  await demo.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(demo.getByTestId('demo-signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  await expect(demo.getByTestId('demo-verified')).toHaveText('Signature verified')
})

test('copy address puts the full address on the clipboard', async ({ demo, modal, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await connectWith(demo, modal, 'Foyer Dev Wallet')
  await demo.getByTestId('foyer-connect-button').click()
  await modal.getByRole('button', { name: 'Copy address' }).click()
  await expect(modal.getByRole('status')).toHaveText(/Address copied/)
  expect(await demo.evaluate(() => navigator.clipboard.readText())).toBe(
    '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  )
})

test('theme mode dark applies to the modal', async ({ demo, modal }) => {
  await demo.getByLabel('Theme mode').selectOption('dark')
  await demo.getByTestId('foyer-connect-button').click()
  await expect(modal).toBeVisible()
  await expect(demo.locator('foyer-modal')).toHaveAttribute('data-theme', 'dark')
})

test('with the balance service down, the Account view shows the coin from the chain and says what failed', async ({
  demo,
  modal,
}) => {
  await demo.route('**/v1/account/*/balance**', (route) =>
    route.fulfill({ status: 502, contentType: 'application/json', body: '{}' }),
  )
  await connectWith(demo, modal, 'Foyer Dev Wallet')
  await demo.getByTestId('foyer-connect-button').click()
  await expect(modal.getByTestId('foyer-account-balance')).toHaveText(/^\d[\d,.]* ETH$/)
  await expect(modal.getByTestId('foyer-tokens-unavailable')).toContainText(
    'Token Balance Unavailable',
  )
  await expect(modal.getByTestId('foyer-token-ETH')).toContainText('ETH')
  await expect(modal.getByText('No tokens yet')).toHaveCount(0)
  await expect(modal.getByTestId('foyer-tokens-retry')).toBeDisabled()
})

import type { Locator, Page } from '@playwright/test'
import { expect, TEST_ADDRESS } from './fixtures.js'

/**
 * A walk through the modal's views by test id only, so it reads the same in every language: the browser
 * tests that look at every view (languages, accessibility) and `npm run screenshots` share it. `visit` is
 * called on each view once it has settled; the walk leaves things as it found them (the modal closed).
 */
export type Visit = (view: string) => Promise<void>

/**
 * The views a visitor without a connection meets: Connect, All Wallets, the help, and each way to connect.
 * `logins: false` skips the e-mail and Farcaster steps, which start a login at the auth service (a few
 * seconds each) — for a walk that has already seen them in the same mode.
 */
export async function tourDisconnected(
  demo: Page,
  modal: Locator,
  visit: Visit,
  { logins = true }: { logins?: boolean } = {},
): Promise<void> {
  const back = () => modal.getByTestId('foyer-back').click()
  await demo.getByTestId('foyer-connect-button').click()
  await expect(modal.getByTestId('foyer-connect-list')).toBeVisible()
  await expect(modal.getByTestId(/^wallet-/).first()).toBeVisible()
  await visit('Connect')

  await modal.getByTestId('foyer-all-wallets').click()
  await expect(
    modal.getByTestId('foyer-all-wallets-list').getByRole('button').first(),
  ).toBeVisible()
  await visit('AllWallets')
  await back()

  await modal.getByTestId('foyer-what-is-a-wallet-link').click()
  await expect(modal.getByTestId('foyer-what-is-a-wallet')).toBeVisible()
  await visit('WhatIsAWallet')
  await modal.getByTestId('foyer-get-wallet').click()
  await expect(modal.getByTestId('foyer-get-wallet-list').getByRole('link').first()).toBeVisible()
  await visit('GetWallet')
  await back()
  await back()

  await modal.getByTestId('wallet-walletConnect').click()
  await expect(modal.getByTestId('foyer-walletconnect-qr')).toBeVisible()
  await visit('ConnectingWalletConnect')
  await back()

  if (logins) await tourLogins(modal, visit)

  await modal.getByTestId('foyer-close').click()
  await expect(modal).toBeHidden()
}

/** Farcaster's QR code and the e-mail code, from the Connect view and back to it. */
async function tourLogins(modal: Locator, visit: Visit): Promise<void> {
  const back = () => modal.getByTestId('foyer-back').click()
  await modal.getByTestId('foyer-social-farcaster').click()
  await expect(modal.getByTestId('foyer-farcaster-qr')).toBeVisible()
  await visit('ConnectingFarcaster')
  await back()

  // A new address each time: the same one within 30 s would meet the resend cooldown.
  await modal.getByTestId('foyer-email-input').fill(`tour-${Date.now()}@example.com`)
  await modal.getByTestId('foyer-email-continue').click()
  await expect(modal.getByTestId('foyer-otp-input')).toBeVisible()
  await visit('ConnectingEmail')
  await back()
}

/** The views of a connected wallet: Account and its tabs, Networks, Sign Message, Send, Receive, Swap. */
export async function tourConnected(demo: Page, modal: Locator, visit: Visit): Promise<void> {
  const back = () => modal.getByTestId('foyer-back').click()
  await demo.getByTestId('foyer-connect-button').click()
  await expect(modal.getByTestId('foyer-account-address')).toBeVisible()
  await expect(modal.getByTestId('foyer-panel-tokens').getByRole('listitem').first()).toBeVisible()
  await visit('Account')
  await modal.getByTestId('foyer-tab-activity').click()
  await expect(modal.getByTestId('foyer-activity')).toBeVisible()
  await visit('Account, Activity')
  await modal.getByTestId('foyer-tab-tokens').click()

  await modal.getByTestId('foyer-account-network').click()
  await expect(modal.getByTestId('foyer-network-list').first()).toBeVisible()
  await visit('Networks')
  await back()

  await modal.getByTestId('foyer-sign-message').click()
  await visit('SignMessage')
  await back()

  await modal.getByTestId('foyer-send').click()
  await expect(modal.getByTestId('foyer-send-token')).toContainText('ETH')
  await visit('Send')
  await modal.getByTestId('foyer-send-token').click()
  await expect(modal.getByTestId('foyer-token-choices').getByRole('button').first()).toBeVisible()
  await visit('SendSelectToken')
  await back()
  await modal.getByTestId('foyer-send-amount').fill('1')
  await modal.getByTestId('foyer-send-receiver').fill(TEST_ADDRESS)
  await modal.getByTestId('foyer-send-preview').click()
  await expect(modal.getByTestId('foyer-preview-fee')).not.toHaveText('…')
  await visit('SendPreview')
  await back()
  await back()

  await modal.getByTestId('foyer-receive').click()
  await expect(modal.getByTestId('foyer-receive-address')).toBeVisible()
  await visit('Receive')
  await back()

  await modal.getByTestId('foyer-swaps').click()
  await modal.getByTestId('foyer-swap-from-token').click()
  await expect(modal.getByTestId('foyer-swap-choose-fUSD')).toBeVisible()
  await visit('SwapSelectToken')
  await modal.getByTestId('foyer-swap-choose-fUSD').click()
  await modal.getByTestId('foyer-swap-to-token').click()
  await modal.getByTestId('foyer-swap-choose-FOY').click()
  await modal.getByTestId('foyer-swap-from-amount').fill('50')
  await expect(modal.getByTestId('foyer-swap-approve')).toBeVisible()
  await visit('Swap')
  await modal.getByTestId('foyer-swap-from-amount').fill('')
  await back()

  await modal.getByTestId('foyer-close').click()
  await expect(modal).toBeHidden()
}

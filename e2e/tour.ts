import type { Locator, Page } from '@playwright/test'
import { createTestClient, http, parseEther } from 'viem'
import {
  approveInWallet,
  codeFor,
  freshEmail,
  login,
  mintFusd,
  typeCode,
  walletArmed,
  walletFrame,
} from './emailLogin.js'
import {
  expect,
  explained,
  rejectNextRequest,
  reloadUntilInActivity,
  TEST_ADDRESS,
  walletMovesToL2,
} from './fixtures.js'

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
  await expectPairing(modal)
  await visit('ConnectingWalletConnect')
  await back()

  if (logins) await tourLogins(modal, visit)

  await modal.getByTestId('foyer-close').click()
  await expect(modal).toBeHidden()
}

/**
 * WalletConnect's pairing, once the relay has made it: its link ready to copy (on a phone the QR code waits
 * behind "Show QR code", the wallet apps come first). When the relay refused or could not be reached the
 * view shows its error instead: a walk stopped here says which (a screenshot run once stopped after 4 views
 * on "element(s) not found" for the QR, with no word of why).
 */
async function expectPairing(modal: Locator): Promise<void> {
  const copy = modal.getByTestId('foyer-walletconnect-copy')
  const error = modal.getByTestId('foyer-connect-error')
  await expect(copy.or(error)).toBeVisible()
  if (await error.isVisible())
    throw new Error(`WalletConnect's pairing failed: ${await error.textContent()}`)
  await expect(copy).toBeEnabled()
}

/** Farcaster's QR code, the e-mail code and the passkey sign-in, from the Connect view and back to it. */
async function tourLogins(modal: Locator, visit: Visit): Promise<void> {
  const back = () => modal.getByTestId('foyer-back').click()
  await modal.getByTestId('foyer-social-farcaster').click()
  await expect(modal.getByTestId('foyer-farcaster-qr')).toBeVisible()
  await visit('ConnectingFarcaster')
  await back()

  // A new address each time: the same one within 30 s would meet the resend cooldown.
  await modal.getByTestId('foyer-email-input').fill(`tour-${process.pid}-${Date.now()}@example.com`)
  await modal.getByTestId('foyer-email-continue').click()
  await expect(modal.getByTestId('foyer-otp-input')).toBeVisible()
  await visit('ConnectingEmail')
  await back()

  // A passkey sign-in: the wallet's passkey page in the modal, left with Cancel.
  await modal.getByTestId('foyer-passkey-sign-in').click()
  await expect(modal.getByTestId('foyer-passkey-frame')).toBeVisible()
  await visit('ConnectingPasskey')
  await cancelPasskeyPage(modal, modal.getByTestId('foyer-email-input'))
}

/**
 * Leaves the wallet's passkey page with its Cancel, once `after` (what the view before it shows) is back. The
 * page reloads in each language a visit shows and then reports its height: the Cancel below it moves. A click
 * that lands while it moves changes nothing (the card takes it: session 35's CI on the Passkeys page, session
 * 36's stressed run on the passkey sign-in), so the click is tried again until `after` shows, not once.
 */
async function cancelPasskeyPage(modal: Locator, after: Locator): Promise<void> {
  await expect(async () => {
    if (await after.isVisible()) return
    await modal.getByTestId('foyer-passkey-cancel').click({ timeout: 10_000 })
    await expect(after).toBeVisible({ timeout: 10_000 })
  }).toPass({ timeout: 120_000 })
}

/** The views of a connected wallet: Account and its tabs, Networks, Sign Message, Send, Receive, Swap, Buy. */
export async function tourConnected(demo: Page, modal: Locator, visit: Visit): Promise<void> {
  const back = () => modal.getByTestId('foyer-back').click()
  await demo.getByTestId('foyer-connect-button').click()
  await expect(modal.getByTestId('foyer-account-address')).toBeVisible()
  await expect(modal.getByTestId('foyer-panel-tokens').getByRole('listitem').first()).toBeVisible()
  await visit('Account')
  await modal.getByTestId('foyer-tab-activity').click()
  await expect(modal.getByTestId('foyer-activity')).toBeVisible()
  await visit('Account, Activity')
  await modal.getByTestId('foyer-tab-nfts').click()
  await expect(modal.getByTestId('foyer-nfts')).toHaveAttribute('aria-busy', 'false')
  await visit('Account, NFTs')
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

  await modal.getByTestId('foyer-onramp').click()
  await modal.getByTestId('foyer-buy-token').click()
  await expect(modal.getByTestId('foyer-buy-choose-fUSD')).toBeVisible()
  await visit('BuySelectToken')
  await modal.getByTestId('foyer-buy-choose-fUSD').click()
  await modal.getByTestId('foyer-buy-preset-100').click()
  await expect(modal.getByTestId('foyer-buy-offer-sandbox')).toBeVisible()
  await visit('Buy')
  // The purchase under way, its checkout left unpaid in its own window.
  const [checkout] = await Promise.all([
    demo.context().waitForEvent('page'),
    modal.getByTestId('foyer-buy-continue').click(),
  ])
  await expect(modal.getByTestId('foyer-buy-open-checkout')).toBeVisible()
  await visit('BuyInProgress')
  await checkout.close()
  await back()
  await back()

  await modal.getByTestId('foyer-close').click()
  await expect(modal).toBeHidden()
}

/**
 * The views only an e-mail login shows, and a transaction's approval with its Activity entry (the page
 * reloads on the way: a caller that chose a language puts it in the URL, `?locale=`): the
 * Account view with the e-mail, choosing a wallet name and its success, UpdateEmail and its two code
 * steps, Devices, Passkeys (and its Add page), ApproveTransaction (a send to itself
 * from a new, funded account, so no other test's nonces are touched) and Activity with the send. Starts
 * disconnected on the demo; ends signed out, or with `stayConnected` still logged in (the modal closed),
 * for `tourSmartSessions` to go on with the same account instead of logging in again.
 */
export async function tourEmbedded(
  demo: Page,
  modal: Locator,
  visit: Visit,
  { stayConnected = false }: { stayConnected?: boolean } = {},
): Promise<void> {
  const email = freshEmail()
  const address = (await login(demo, modal, email)) as `0x${string}`
  await createTestClient({
    mode: 'anvil',
    transport: http(process.env.FOYER_E2E_L1_RPC),
  }).setBalance({
    address,
    value: parseEther('1'),
  })
  await demo.getByTestId('foyer-connect-button').click()
  await expect(modal.getByTestId('foyer-account-email')).toBeVisible()
  await visit('Account (e-mail)')

  // A wallet name: a taken one with the free ones offered, then one registered.
  await modal.getByTestId('foyer-choose-name').click()
  await modal.getByTestId('foyer-name-input').fill('support')
  await expect(modal.getByTestId('foyer-name-suggestion-support1.foyer.id')).toBeVisible()
  await visit('RegisterAccountName')
  await modal.getByTestId('foyer-name-input').fill(`tour-${Date.now().toString(36)}`)
  await expect(modal.getByTestId('foyer-register-name')).toBeEnabled()
  await modal.getByTestId('foyer-register-name').click()
  await approveInWallet(modal)
  await expect(modal.getByTestId('foyer-register-name-done')).toBeVisible()
  await visit('RegisterAccountNameSuccess')
  await modal.getByTestId('foyer-register-name-done').click()
  await expect(modal.getByTestId('foyer-account-name')).toBeVisible()

  await modal.getByTestId('foyer-update-email').click()
  await visit('UpdateEmail')
  const next = freshEmail()
  const since = Date.now() - 1000
  await modal.getByTestId('foyer-update-email-input').fill(next)
  await modal.getByTestId('foyer-update-email-continue').click()
  await expect(modal.getByTestId('foyer-otp-input')).toBeVisible()
  await visit('UpdateEmailPrimaryOtp')
  await typeCode(modal, await codeFor(email, since))
  const sinceSecond = Date.now() - 1000
  await expect(modal.getByTestId('foyer-otp-input')).toContainText(next)
  await visit('UpdateEmailSecondaryOtp')
  await typeCode(modal, await codeFor(next, sinceSecond))
  await expect(modal.getByTestId('foyer-account-email')).toHaveText(next)

  // The account's devices: this one.
  await modal.getByTestId('foyer-devices-row').click()
  await expect(modal.getByTestId('foyer-device')).toHaveCount(1)
  await visit('Devices')
  await modal.getByTestId('foyer-back').click()
  // Its passkeys: none yet, then the wallet's page that adds one (left with Cancel).
  await modal.getByTestId('foyer-passkeys-row').click()
  await expect(modal.getByTestId('foyer-passkeys-empty')).toBeVisible()
  await visit('Passkeys')
  await modal.getByTestId('foyer-add-passkey').click()
  await expect(modal.getByTestId('foyer-passkey-frame')).toBeVisible()
  await visit('Passkeys, adding one')
  await cancelPasskeyPage(modal, modal.getByTestId('foyer-add-passkey'))
  await modal.getByTestId('foyer-back').click()
  await expect(modal.getByTestId('foyer-account-email')).toBeVisible()

  // The demo asks the wallet directly (its balance from the service is still the cached 0).
  await modal.getByTestId('foyer-close').click()
  await demo.getByRole('button', { name: 'Send 0.01 to myself' }).click()
  await expect(walletFrame(modal).getByTestId('foyer-frame-approve')).toBeVisible()
  // Armed, as a visitor sees it once the page has settled (not the pale button of its first moment).
  await walletArmed(modal)
  await visit('ApproveTransaction')
  await approveInWallet(modal)
  await expect(demo.getByTestId('demo-provider-result')).toBeVisible()
  // Once the indexer has it (a fresh page load reads the history afresh; the login survives it).
  await reloadUntilInActivity(demo, modal, () => modal.getByTestId('foyer-activity-item').count())
  await visit('Account, Activity with a send')
  await modal.getByTestId('foyer-tab-tokens').click()

  if (stayConnected) {
    await modal.getByTestId('foyer-close').click()
    await expect(modal).toBeHidden()
    return
  }
  await modal.getByTestId('foyer-disconnect').click()
  await expect(demo.getByTestId('demo-status')).toHaveText('disconnected')
  if (await modal.isVisible()) await modal.getByTestId('foyer-close').click()
}

/**
 * A browser wallet's connecting view when the wallet declines (ConnectingExternal with its retry), the
 * sign-in step after it (ConnectingSiwe), and UnsupportedChain when the wallet moves to a chain the app
 * does not offer. Needs the demo with `?devwallets&l1only&signin` (the dev wallet knows the L2; the app
 * does not; sign-in is on), disconnected; ends disconnected.
 */
export async function tourBrowserWallet(demo: Page, modal: Locator, visit: Visit): Promise<void> {
  // The wallet keeps its chain between pages: start it on the L1, where the app is.
  await demo.evaluate(() =>
    window.__foyerDevWallets?.[0]?.provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a69' }],
    }),
  )
  await rejectNextRequest(demo)
  await demo.getByTestId('foyer-connect-button').click()
  await modal.getByRole('button', { name: /Foyer Dev Wallet/ }).click()
  await expect(modal.getByTestId('foyer-connect-error')).toBeVisible()
  await visit('ConnectingExternal')
  await modal.getByTestId('foyer-connect-retry').click()
  await expect(demo.getByTestId('demo-status')).toHaveText('connected')
  await expect(modal.getByTestId('foyer-sign-in')).toBeEnabled()
  await visit('ConnectingSiwe')
  await modal.getByTestId('foyer-sign-in').click()
  await expect(demo.getByTestId('demo-sign-in-status')).toHaveText('signedIn')
  await expect(modal).toBeHidden()

  await walletMovesToL2(demo)
  // Once in CI (stop 44) UnsupportedChain did not show here; not reproduced in 100 tours since.
  await explained(demo, () => expect(modal.getByTestId('foyer-network-list').first()).toBeVisible())
  await expect(modal.getByTestId('foyer-account-address')).toHaveCount(0)
  await visit('UnsupportedChain')
  await modal.getByTestId('foyer-disconnect').click()
  await expect(demo.getByTestId('demo-status')).toHaveText('disconnected')
  if (await modal.isVisible()) await modal.getByTestId('foyer-close').click()
}

/**
 * The Pay view a host's `pay()` opens (the demo with `?devwallets&pay`, disconnected): the payment and the
 * providers that can pay it, then a payment through one of them, its checkout left unpaid. Ends with the
 * modal closed (the payment cancelled).
 */
export async function tourPay(demo: Page, modal: Locator, visit: Visit): Promise<void> {
  await demo.getByTestId('demo-pay-amount').fill('12')
  await demo.getByTestId('demo-pay').click()
  await expect(modal.getByTestId('foyer-pay-provider-sandbox')).toBeVisible()
  await visit('Pay')
  const [checkout] = await Promise.all([
    demo.context().waitForEvent('page'),
    modal.getByTestId('foyer-pay-provider-sandbox').click(),
  ])
  await expect(modal.getByTestId('foyer-pay-open-checkout')).toBeVisible()
  await visit('Pay, through a provider')
  await checkout.close()
  await modal.getByTestId('foyer-close').click()
  await expect(modal).toBeHidden()
}

/**
 * The smart account's views (the demo with `?sessions`): a batch's approval with each of its calls, a
 * permission's approval, and the Permissions view listing it. Starts disconnected and logs in with a new
 * address, or with `loggedIn` goes on with the e-mail account `tourEmbedded` left connected (one login per
 * walk, issue 38: the page load reconnects it). Ends signed out.
 */
export async function tourSmartSessions(
  demo: Page,
  modal: Locator,
  visit: Visit,
  { loggedIn = false }: { loggedIn?: boolean } = {},
): Promise<void> {
  let address: string
  if (loggedIn) {
    await expect(demo.getByTestId('demo-status')).toHaveText('connected')
    address = (await demo.getByTestId('demo-address').textContent()) ?? ''
  } else address = await login(demo, modal, freshEmail())
  // The batch's transfer must not revert: the frame simulates an operation before it shows it (issue 36).
  await mintFusd(address, '5')
  await demo.getByTestId('demo-batch').click()
  await expect(walletFrame(modal).getByTestId('foyer-approval-call')).toHaveCount(2)
  await walletArmed(modal)
  await visit('ApproveTransaction, a batch')
  await modal.getByTestId('foyer-reject').click()
  await expect(modal).toBeHidden()
  await demo.getByTestId('demo-grant').click()
  await expect(walletFrame(modal).getByTestId('foyer-approval-permission')).toBeVisible()
  await walletArmed(modal)
  await visit('ApproveTransaction, a permission')
  await approveInWallet(modal)
  await expect(demo.getByTestId('demo-session-result')).toHaveText('granted')
  await demo.getByTestId('foyer-connect-button').click()
  await expect(modal.getByTestId('foyer-account-type')).toBeVisible()
  await visit('Account (smart account)')
  await modal.getByTestId('foyer-permissions-row').click()
  await expect(modal.getByTestId('foyer-permission')).toHaveCount(1)
  await visit('Permissions')
  await modal.getByTestId('foyer-back').click()
  await modal.getByTestId('foyer-disconnect').click()
  await expect(demo.getByTestId('demo-status')).toHaveText('disconnected')
  if (await modal.isVisible()) await modal.getByTestId('foyer-close').click()
}

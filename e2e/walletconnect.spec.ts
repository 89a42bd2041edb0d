import {
  PHONE_WALLET_ACCOUNT,
  PHONE_WALLET_SOLANA_ACCOUNT,
  startPhoneWallet,
  type WalletConnectTestWallet,
} from '@foyer/test/walletconnect'
import type { Locator, Page } from '@playwright/test'
import { createPublicClient, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { demoUrl, expect, test } from './fixtures.js'

// WalletConnect end to end: the demo (no browser wallet) pairs through the local relay with the Foyer Phone
// Wallet — the real wallet-side SDK signing with the fourth devnet account — by the link of the QR view.

const relayUrl = () => process.env.FOYER_E2E_RELAY_URL ?? ''
const chains = () => [
  {
    id: 31337,
    name: 'Foyer Devnet',
    rpcUrl: process.env.FOYER_E2E_L1_RPC ?? '',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  },
  {
    id: 31338,
    name: 'Foyer Devnet L2',
    rpcUrl: process.env.FOYER_E2E_L2_RPC ?? '',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  },
]
const short = `${PHONE_WALLET_ACCOUNT.address.slice(0, 4)}…${PHONE_WALLET_ACCOUNT.address.slice(-6)}`

let wallet: WalletConnectTestWallet
test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  wallet = await startPhoneWallet({
    relayUrl: relayUrl(),
    chains: chains(),
    solanaRpcUrl: process.env.FOYER_E2E_SOLANA_RPC,
  })
})
test.afterEach(async () => {
  await wallet.stop()
})

/** Opens the demo without browser wallets and the modal's Connect view. */
async function openConnect(page: Page, modal: Locator) {
  await page.goto(demoUrl(''))
  await page.getByTestId('foyer-connect-button').click()
  await expect(modal).toHaveAccessibleName('Connect Wallet')
}

/** The pairing link, as a visitor gets it from the QR view: Copy link. */
async function copiedLink(page: Page, modal: Locator): Promise<string> {
  await expect(modal.getByTestId('foyer-walletconnect-qr')).toBeVisible()
  await modal.getByTestId('foyer-walletconnect-copy').click()
  await expect(modal.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible()
  const uri = await page.evaluate(() => navigator.clipboard.readText())
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return uri
}

async function pairWithPhone(page: Page, modal: Locator) {
  await openConnect(page, modal)
  await modal.getByTestId('wallet-walletConnect').click()
  await expect(modal).toHaveAccessibleName('WalletConnect')
  await wallet.pair(await copiedLink(page, modal))
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(modal).toBeHidden()
}

test('pair through the QR view, then sign, switch to a chain the wallet adds, send, and disconnect', async ({
  page,
}) => {
  const modal = page.locator('foyer-modal').getByRole('dialog')
  await openConnect(page, modal)
  // SPEC §2: the WalletConnect entry comes first.
  await expect(modal.getByTestId(/^wallet-/).first()).toHaveAttribute(
    'data-testid',
    'wallet-walletConnect',
  )
  await modal.getByTestId('wallet-walletConnect').click()
  await wallet.pair(await copiedLink(page, modal))
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('foyer-connect-button')).toContainText(short)

  // Sign in the modal: the phone wallet signs.
  await page.getByTestId('foyer-connect-button').click()
  await modal.getByRole('button', { name: 'Sign Message' }).click()
  await modal.getByLabel('Message').fill('Paired over WalletConnect')
  await modal.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(modal.getByTestId('foyer-signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  await page.keyboard.press('Escape')

  // Switch to the L2, which the wallet does not know yet (4902 → add → switch).
  await page.getByTestId('foyer-network-button').click()
  await modal.getByRole('button', { name: 'Foyer Devnet L2' }).click()
  await expect(page.getByTestId('demo-network')).toHaveText('Foyer Devnet L2')

  // Send on the L2 through the wallet.
  const receiver = privateKeyToAccount(generatePrivateKey()).address
  await page.getByTestId('foyer-connect-button').click()
  await modal.getByTestId('foyer-send').click()
  await modal.getByTestId('foyer-send-token').click()
  await modal.getByTestId('foyer-select-token-ETH').click()
  await modal.getByLabel('Amount').fill('0.25')
  await modal.getByLabel('To').fill(receiver)
  await modal.getByTestId('foyer-send-preview').click()
  await modal.getByTestId('foyer-send-confirm').click()
  await expect(modal.getByRole('status')).toHaveText(/Sent/)
  const l2 = createPublicClient({ transport: http(process.env.FOYER_E2E_L2_RPC) })
  await expect.poll(() => l2.getBalance({ address: receiver })).toBe(parseEther('0.25'))

  // Disconnect from the dApp: the wallet's session ends too.
  await modal.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  await expect.poll(() => wallet.sessions().length).toBe(0)
})

test('one pairing carries EVM and Solana: the Solana account signs through it, and disconnect ends both', async ({
  page,
}) => {
  const modal = page.locator('foyer-modal').getByRole('dialog')
  await page.goto(demoUrl(''))
  await page.getByTestId('foyer-network-button').click()
  await modal.getByRole('button', { name: 'Foyer Solana Devnet' }).click()
  await page.getByTestId('foyer-connect-button').click()
  await modal.getByTestId('wallet-walletConnect').click()
  await wallet.pair(await copiedLink(page, modal))
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-address')).toHaveText(PHONE_WALLET_SOLANA_ACCOUNT.address)
  expect(wallet.sessions()[0]?.namespaces.solana?.accounts).toEqual([
    expect.stringMatching(new RegExp(`^solana:.+:${PHONE_WALLET_SOLANA_ACCOUNT.address}$`)),
  ])

  // A Solana message, signed by the phone through the session.
  await page.getByTestId('foyer-connect-button').click()
  await modal.getByRole('button', { name: 'Sign Message' }).click()
  await modal.getByLabel('Message').fill('Solana over WalletConnect')
  await modal.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(modal.getByTestId('foyer-signature')).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
  await page.keyboard.press('Escape')

  // The EVM side came with the same pairing.
  await page.getByTestId('foyer-network-button').click()
  await modal.getByRole('button', { name: 'Foyer Devnet', exact: true }).click()
  await expect(page.getByTestId('demo-address')).toHaveText(PHONE_WALLET_ACCOUNT.address)

  await page.getByTestId('foyer-connect-button').click()
  await modal.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  await expect.poll(() => wallet.sessions().length).toBe(0)
  await page.getByTestId('foyer-network-button').click()
  await modal.getByRole('button', { name: 'Foyer Solana Devnet' }).click()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
})

test('a wallet that approves only Solana connects Solana; a reload restores it; disconnect ends the session', async ({
  page,
}) => {
  const modal = page.locator('foyer-modal').getByRole('dialog')
  await openConnect(page, modal)
  await modal.getByTestId('wallet-walletConnect').click()
  wallet.approveNextOn(['solana'])
  await wallet.pair(await copiedLink(page, modal))
  // The visitor was on EVM, which the wallet did not approve: they are moved to the family it did.
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-address')).toHaveText(PHONE_WALLET_SOLANA_ACCOUNT.address)
  await expect(page.getByTestId('demo-network')).toHaveText('Foyer Solana Devnet')
  expect(wallet.sessions()[0]?.namespaces.eip155).toBeUndefined()

  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-address')).toHaveText(PHONE_WALLET_SOLANA_ACCOUNT.address)
  expect(wallet.sessions()).toHaveLength(1)

  await page.getByTestId('foyer-connect-button').click()
  await modal.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  await expect.poll(() => wallet.sessions().length).toBe(0)
})

test('a reload restores the session; the wallet ending it disconnects the page', async ({
  page,
}) => {
  const modal = page.locator('foyer-modal').getByRole('dialog')
  await pairWithPhone(page, modal)
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('foyer-connect-button')).toContainText(short)
  await wallet.disconnectAll()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
})

test('a wallet on none of the app’s networks is told so, and its session is ended', async ({
  page,
}) => {
  const modal = page.locator('foyer-modal').getByRole('dialog')
  await openConnect(page, modal)
  await modal.getByTestId('wallet-walletConnect').click()
  wallet.approveNextOn([1])
  await wallet.pair(await copiedLink(page, modal))
  await expect(modal.getByRole('alert')).toHaveText(/approved none of this app’s networks/)
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  await expect.poll(() => wallet.sessions().length).toBe(0)
})

test('the wallet ending the session during a signature request: the request ends, the page disconnects', async ({
  page,
}) => {
  const modal = page.locator('foyer-modal').getByRole('dialog')
  const errors: Error[] = []
  page.on('pageerror', (error) => errors.push(error))
  await pairWithPhone(page, modal)
  await page.getByTestId('foyer-connect-button').click()
  await modal.getByRole('button', { name: 'Sign Message' }).click()
  await modal.getByLabel('Message').fill('Never answered')
  const held = wallet.holdNextRequest()
  await modal.getByRole('button', { name: 'Sign', exact: true }).click()
  await held
  await wallet.disconnectAll()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  // The modal is not left waiting on a wallet that is gone: its view was about the account, so it closes.
  await expect(modal.getByRole('button', { name: 'Sign', exact: true })).toBeHidden()
  expect(errors).toEqual([])
})

test('a refused proposal says so, and Try again shows a new code', async ({ page }) => {
  const modal = page.locator('foyer-modal').getByRole('dialog')
  await openConnect(page, modal)
  await modal.getByTestId('wallet-walletConnect').click()
  const first = await copiedLink(page, modal)
  wallet.rejectNextProposal()
  await wallet.pair(first)
  await expect(modal.getByRole('alert')).toBeVisible()
  await modal.getByRole('button', { name: 'Try again' }).click()
  const second = await copiedLink(page, modal)
  expect(second).not.toBe(first)
  await wallet.pair(second)
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
})

test('the pairing link is renewed before it expires (SPEC §9: 4 minutes, 10 s margin)', async ({
  page,
}) => {
  const modal = page.locator('foyer-modal').getByRole('dialog')
  await page.clock.install()
  await openConnect(page, modal)
  await modal.getByTestId('wallet-walletConnect').click()
  const first = await copiedLink(page, modal)
  await page.clock.fastForward('03:45')
  await expect(modal.getByTestId('foyer-walletconnect-qr')).toBeVisible()
  expect(await copiedLink(page, modal)).toBe(first)
  await page.clock.fastForward('00:06')
  await expect
    .poll(async () => {
      await modal.getByTestId('foyer-walletconnect-copy').click()
      return page.evaluate(() => navigator.clipboard.readText())
    })
    .not.toBe(first)
  // The new link pairs.
  await wallet.pair(await copiedLink(page, modal))
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
})

test('a relay that cannot be reached gives a message and a retry, not an endless blank code', async ({
  page,
}) => {
  const modal = page.locator('foyer-modal').getByRole('dialog')
  let down = true
  await page.routeWebSocket(/127\.0\.0\.1/, (socket) => {
    if (down) socket.close()
    else socket.connectToServer()
  })
  await openConnect(page, modal)
  await modal.getByTestId('wallet-walletConnect').click()
  await expect(modal.getByRole('alert')).toHaveText(/could not reach its relay/)
  down = false
  await modal.getByRole('button', { name: 'Try again' }).click()
  await wallet.pair(await copiedLink(page, modal))
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
})

test('the relay going away while the code is shown gives the same message', async ({ page }) => {
  const modal = page.locator('foyer-modal').getByRole('dialog')
  let down = false
  const open: { close(): void }[] = []
  await page.routeWebSocket(/127\.0\.0\.1/, (socket) => {
    if (down) return socket.close()
    socket.connectToServer()
    open.push(socket)
  })
  await openConnect(page, modal)
  await modal.getByTestId('wallet-walletConnect').click()
  await expect(modal.getByTestId('foyer-walletconnect-qr')).toBeVisible()
  down = true
  for (const socket of open) socket.close()
  await expect(modal.getByRole('alert')).toHaveText(/could not reach its relay/)
})

test('a directory wallet pairs with its logo in the code, and comes back as recent', async ({
  page,
}) => {
  const modal = page.locator('foyer-modal').getByRole('dialog')
  await openConnect(page, modal)
  await modal.getByTestId('wallet-rainbow').click()
  await expect(modal).toHaveAccessibleName('Rainbow')
  await expect(modal.locator('.walletconnect-logo img')).toBeVisible()
  await expect(modal.getByText('Scan this code with Rainbow on your phone')).toBeVisible()
  await wallet.pair(await copiedLink(page, modal))
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-wallet')).toHaveText('Rainbow')
  // A restored session is still Rainbow's, not "WalletConnect".
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-wallet')).toHaveText('Rainbow')
  await page.getByTestId('foyer-connect-button').click()
  await modal.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  await page.getByTestId('foyer-connect-button').click()
  const rainbow = modal.getByTestId('wallet-rainbow')
  await expect(rainbow).toContainText('Recent')
  // Recent comes right after the WalletConnect entry (SPEC §2).
  await expect(modal.getByTestId(/^wallet-/).nth(1)).toHaveAttribute(
    'data-testid',
    'wallet-rainbow',
  )
})

test.describe('on a phone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  })

  test('a wallet that does not open gets its page, the QR code and the link', async ({ page }) => {
    const modal = page.locator('foyer-modal').getByRole('dialog')
    await openConnect(page, modal)
    await modal.getByTestId('wallet-rainbow').click()
    await expect(modal.getByText('Opening Rainbow…')).toBeVisible()
    const app = modal.getByTestId('foyer-walletconnect-app')
    await expect(app).toHaveAttribute('href', /^rainbow:\/\/wc\?uri=wc%3A/)
    const href = (await app.getAttribute('href')) ?? ''
    // Nothing handles rainbow:// here: after a few seconds the visitor is offered the rest.
    await expect(modal.getByTestId('foyer-walletconnect-fallback')).toBeVisible()
    await expect(modal.getByRole('link', { name: 'Get Rainbow' })).toHaveAttribute(
      'href',
      'https://rainbow.me',
    )
    await expect(modal.getByTestId('foyer-walletconnect-qr')).toBeVisible()
    // The wallet app would have read the link from its own URL.
    await wallet.pair(new URL(href).searchParams.get('uri') ?? '')
    await expect(page.getByTestId('demo-status')).toHaveText('connected')
  })
})

import { DEVNET_AMM, SOLANA_DEVNET } from '@foyer/devnet'
import type { Browser, Locator } from '@playwright/test'
import { address, createSolanaRpc, generateKeyPairSigner, lamports } from '@solana/kit'
import { privateKeyToAccount } from 'viem/accounts'
import {
  approveInWallet,
  codeFor,
  freshEmail,
  fundedLogin,
  login,
  mailMatch,
  pasteCode,
  startLogin,
  typeCode,
  walletFrame,
} from './emailLogin.js'
import { demoUrl, expect, test, toastShown } from './fixtures.js'

// The embedded wallet end to end: the demo, the auth service and its frame on their own origin, the local
// SMTP sink and its inbox, the devnet. Each test logs in with an address of its own.

const emailDemo = async (browser: Browser) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(demoUrl(''))
  return { context, page, modal: page.locator('foyer-modal').getByRole('dialog') }
}

test('e-mail login with the code from the inbox; reload keeps the session; sign out ends it', async ({
  unloadedDemo: demo,
  modal,
}) => {
  await demo.goto(demoUrl(''))
  const email = freshEmail()
  const since = Date.now() - 1000
  await startLogin(demo, modal, email)
  await expect(modal.getByTestId('foyer-otp-input')).toBeVisible()
  await expect(modal.getByTestId('foyer-otp-input')).toContainText(email)
  // Typed as soon as the step shows, without a click: the first box has the focus.
  await expect(modal.getByTestId('foyer-otp-digit-1')).toBeFocused()
  await demo.keyboard.type(await codeFor(email, since))
  await expect(demo.getByTestId('demo-status')).toHaveText('connected')
  const address = await demo.getByTestId('demo-address').textContent()
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

  await demo.getByTestId('foyer-connect-button').click()
  await expect(modal.getByTestId('foyer-account-email')).toHaveText(email)
  await demo.keyboard.press('Escape')

  await demo.reload()
  await expect(demo.getByTestId('demo-status')).toHaveText('connected')
  await expect(demo.getByTestId('demo-address')).toHaveText(address ?? '')

  // The embedded wallet switches among its chains (the frame serves both devnet chains).
  await demo.getByTestId('foyer-network-button').click()
  await modal.getByRole('button', { name: 'Foyer Devnet L2' }).click()
  await expect(demo.getByTestId('demo-network')).toHaveText('Foyer Devnet L2')
  await demo.keyboard.press('Escape')

  await demo.getByTestId('foyer-connect-button').click()
  await modal.getByTestId('foyer-disconnect').click()
  await expect(demo.getByTestId('demo-status')).toHaveText('disconnected')
  await demo.reload()
  await expect(demo.getByTestId('demo-status')).toHaveText('disconnected')
  await expect(demo.getByTestId('foyer-connect-button')).toBeVisible()
})

test('a new device is approved through the mailed link, then its code, and gets the same account', async ({
  browser,
}) => {
  const email = freshEmail()
  const first = await emailDemo(browser)
  const address = await login(first.page, first.modal, email)
  await first.context.close()

  // Another browser profile is another device.
  const second = await emailDemo(browser)
  const since = Date.now() - 1000
  // The start answers as for any address (a code step), so a stranger cannot tell that this one has an
  // account; the mail to the account is the device approval, naming the app, and approving it mails the code.
  await startLogin(second.page, second.modal, email)
  await expect(second.modal.getByTestId('foyer-otp-input')).toBeVisible()
  const [link] = await mailMatch(email, /https?:\/\/\S+\/device\/approve\?token=[\w-]+/, since)
  const approval = await second.context.newPage()
  await approval.goto(link)
  const approvedAt = Date.now() - 1000
  await approval.getByRole('button').click()
  await expect(approval.getByRole('heading', { name: 'Device approved' })).toBeVisible()
  // The code pasted whole (as a mail client copies it, with a space) into any box fills all six.
  await pasteCode(second.modal.getByTestId('foyer-otp-digit-3'), await codeFor(email, approvedAt))
  await expect(second.page.getByTestId('demo-status')).toHaveText('connected')
  await expect(second.page.getByTestId('demo-address')).toHaveText(address)
  await second.context.close()
})

test('resend counts down; five wrong codes kill the code', async ({
  unloadedDemo: demo,
  modal,
}) => {
  await demo.goto(demoUrl(''))
  const email = freshEmail()
  const since = Date.now() - 1000
  await startLogin(demo, modal, email)
  const resend = modal.getByTestId('foyer-otp-resend')
  await expect(resend).toHaveText(/Resend code in \d+ s/)
  const before = (await resend.textContent()) ?? ''
  // The next tick of the countdown, waited for (a fixed 1.1 s missed it on a busy machine, issue 38).
  await expect(resend).not.toHaveText(before)
  await expect(resend).toHaveText(/Resend code in \d+ s/)
  await expect(resend).toBeDisabled()

  const code = await codeFor(email, since)
  const wrong = code === '000000' ? '111111' : '000000'
  for (let attempt = 1; attempt <= 5; attempt++) {
    await typeCode(modal, wrong)
    // Each answer clears the boxes: waiting for that, not for the error text (the same after each
    // attempt), keeps the next code from being typed before this one was answered (a CI flake).
    await expect(modal.getByTestId('foyer-otp-digit-6')).toHaveValue('')
    await expect(modal.getByTestId('foyer-otp-error')).toHaveText(
      attempt < 5 ? 'Invalid code' : /Invalid code|Too many wrong codes/,
    )
  }
  await typeCode(modal, code)
  await expect(modal.getByTestId('foyer-otp-error')).toHaveText(
    'Too many wrong codes. Request a new code.',
  )
  await expect(demo.getByTestId('demo-status')).not.toHaveText('connected')
})

test('signatures and transactions go through ApproveTransaction; unknown methods are refused', async ({
  unloadedDemo: demo,
  modal,
}) => {
  const address = await fundedLogin(demo, modal)

  // A message: the approval shows it, closing is refused, approving signs.
  await demo.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(modal).toHaveAccessibleName('Approve Transaction')
  await expect(walletFrame(modal).getByTestId('foyer-approval-summary')).toContainText(
    'Hello from the Foyer demo',
  )
  await expect(modal.getByTestId('foyer-close')).toHaveCount(0)
  await demo.keyboard.press('Escape')
  await expect(modal).toHaveAccessibleName('Approve Transaction')
  await approveInWallet(modal)
  await expect(demo.getByTestId('demo-verified')).toHaveText('Signature verified')
  await expect(modal).toBeHidden()

  // Typed data: the decoded fields show; rejecting gives the dapp 4001.
  await demo.getByRole('button', { name: 'Sign typed data' }).click()
  await expect(walletFrame(modal).getByTestId('foyer-approval-summary')).toContainText(
    'Message (Greeting)',
  )
  await modal.getByTestId('foyer-reject').click()
  await expect(demo.getByTestId('demo-provider-error')).toContainText('4001')

  // A transaction: recipient and value, then a hash from the chain.
  await demo.getByRole('button', { name: 'Send 0.01 to myself' }).click()
  await expect(walletFrame(modal).getByTestId('foyer-approval-value')).toHaveText(/0\.01/)
  await expect(walletFrame(modal).getByTestId('foyer-approval-recipient')).toHaveText(address)
  await approveInWallet(modal)
  await expect(demo.getByTestId('demo-provider-result')).toHaveText(/0x[0-9a-f]{64}/)

  // A method the embedded wallet does not know: refused with 4200, and the modal says so.
  const refusedToast = toastShown(demo, 'Action not allowed')
  await demo.getByRole('button', { name: 'Ask for eth_sign' }).click()
  await expect(demo.getByTestId('demo-provider-error')).toContainText('4200')
  await refusedToast
})

test('the embedded wallet swaps: the swap is approved in ApproveTransaction, then mined', async ({
  unloadedDemo: demo,
  modal,
}) => {
  const address = await fundedLogin(demo, modal)
  // The data service keeps balances 30 s: have it read the chain again, as the modal does after a send.
  const refreshed = await fetch(
    `${process.env.FOYER_E2E_API_URL}/v1/account/${address}/balance?projectId=foyer-demo&st=e2e&sv=0&clientId=e2e&chainId=eip155:31337&forceUpdate=true`,
  )
  expect(refreshed.ok).toBe(true)
  await demo.getByTestId('foyer-connect-button').click()
  await modal.getByTestId('foyer-swaps').click()
  await modal.getByTestId('foyer-swap-to-token').click()
  await modal.getByTestId('foyer-swap-choose-fUSD').click()
  await modal.getByLabel('You pay').fill('0.1')
  await expect(modal.getByTestId('foyer-swap-submit')).toHaveText('Swap')
  await modal.getByTestId('foyer-swap-submit').click()
  // The frame asks first: the router and the value paid, as the service built them.
  await expect(modal).toHaveAccessibleName('Approve Transaction')
  await expect(walletFrame(modal).getByTestId('foyer-approval-value')).toHaveText(/0\.1/)
  await expect(walletFrame(modal).getByTestId('foyer-approval-recipient')).toHaveText(
    DEVNET_AMM.router,
  )
  await approveInWallet(modal)
  await expect(modal.getByTestId('foyer-swap-result-text')).toHaveText(
    /You swapped 0.1 ETH for about [\d.]+ fUSD/,
  )
})

/** From the open Account view: changes the account's e-mail from `email` to a fresh one, a code to each. */
async function changeEmail(modal: Locator, email: string) {
  const next = freshEmail()
  await modal.getByTestId('foyer-update-email').click()
  const since = Date.now() - 1000
  await modal.getByTestId('foyer-update-email-input').fill(next)
  await modal.getByTestId('foyer-update-email-continue').click()
  await typeCode(modal, await codeFor(email, since))
  const sinceSecond = Date.now() - 1000
  await expect(modal.getByTestId('foyer-otp-input')).toContainText(next)
  await typeCode(modal, await codeFor(next, sinceSecond))
  await expect(modal.getByTestId('foyer-account-email')).toHaveText(next)
}

test('the account’s e-mail changes after a code to each address', async ({
  unloadedDemo: demo,
  modal,
}) => {
  await demo.goto(demoUrl(''))
  const email = freshEmail()
  await login(demo, modal, email)
  await demo.getByTestId('foyer-connect-button').click()
  await changeEmail(modal, email)
})

test('a Solana-only page manages the embedded wallet’s account: its devices are listed, its e-mail changes after a code to each address', async ({
  unloadedDemo: demo,
  modal,
}) => {
  // The Solana adapter owns the embedded wallet here, and runs the account actions through the frame.
  await demo.goto(demoUrl('?solanaonly'))
  const email = freshEmail()
  await login(demo, modal, email)
  await demo.getByTestId('foyer-connect-button').click()
  await modal.getByTestId('foyer-devices-row').click()
  await expect(modal).toHaveAccessibleName('Devices')
  await expect(modal.getByTestId('foyer-device')).toHaveCount(1)
  await expect(modal.getByTestId('foyer-device')).toContainText('This device')
  await modal.getByTestId('foyer-back').click()
  await changeEmail(modal, email)
})

test('a Solana-only page: e-mail login connects the embedded wallet’s Solana account, and a reload restores it', async ({
  unloadedDemo: demo,
  modal,
}) => {
  await demo.goto(demoUrl('?solanaonly'))
  const solanaAddress = await login(demo, modal, freshEmail())
  await expect(demo.getByTestId('demo-network')).toHaveText(SOLANA_DEVNET.name)
  expect(solanaAddress).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  await demo.reload()
  await expect(demo.getByTestId('demo-status')).toHaveText('connected')
  await expect(demo.getByTestId('demo-address')).toHaveText(solanaAddress)
})

test('the embedded wallet has a Solana account too: it sends SOL and signs through ApproveTransaction', async ({
  unloadedDemo: demo,
  modal,
}) => {
  await demo.goto(demoUrl(''))
  const evmAddress = await login(demo, modal, freshEmail())
  // To the local cluster: the embedded wallet's Solana side is already connected (one login, two accounts).
  await demo.getByTestId('foyer-network-button').click()
  await modal.getByRole('button', { name: SOLANA_DEVNET.name, exact: true }).click()
  await expect(demo.getByTestId('demo-network')).toHaveText(SOLANA_DEVNET.name)
  await expect(demo.getByTestId('demo-status')).toHaveText('connected')
  await expect(demo.getByTestId('demo-address')).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  const solanaAddress = (await demo.getByTestId('demo-address').textContent()) ?? ''
  const rpc = createSolanaRpc(process.env.FOYER_E2E_SOLANA_RPC ?? '')
  await rpc.requestAirdrop(address(solanaAddress), lamports(2_000_000_000n)).send()

  // Send: the approval shows the receiver and the amount before the frame signs.
  const receiver = (await generateKeyPairSigner()).address
  await demo.getByTestId('foyer-connect-button').click()
  await expect(modal.getByTestId('foyer-account-email')).toBeVisible()
  await modal.getByTestId('foyer-send').click()
  await modal.getByTestId('foyer-send-token').click()
  await modal.getByTestId('foyer-select-token-SOL').click()
  await modal.getByLabel('Amount').fill('0.5')
  await modal.getByLabel('To').fill(receiver)
  await modal.getByTestId('foyer-send-preview').click()
  await modal.getByTestId('foyer-send-confirm').click()
  await expect(modal).toHaveAccessibleName('Approve Transaction')
  await expect(walletFrame(modal).getByTestId('foyer-approval-recipient')).toHaveText(receiver)
  await expect(walletFrame(modal).getByTestId('foyer-approval-value')).toHaveText('0.5 SOL')
  await approveInWallet(modal)
  await expect(modal).toHaveAccessibleName('Account')
  await expect(modal.getByRole('status')).toHaveText(/Sent/)
  await expect
    .poll(async () => (await rpc.getBalance(address(receiver)).send()).value)
    .toBe(500_000_000n)

  // Sign a message: the text is shown, and the signature is Solana's (base58, 64 bytes).
  await modal.getByRole('button', { name: 'Sign Message' }).click()
  await modal.getByLabel('Message').fill('Hello from the embedded wallet')
  await modal.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(walletFrame(modal).getByTestId('foyer-approval-summary')).toContainText(
    'Hello from the embedded wallet',
  )
  await approveInWallet(modal)
  await expect(modal.getByTestId('foyer-signature')).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
  await demo.keyboard.press('Escape')

  // A reload brings the session back on the cluster the visitor was on.
  await demo.reload()
  await expect(demo.getByTestId('demo-status')).toHaveText('connected')
  await expect(demo.getByTestId('demo-address')).toHaveText(solanaAddress)
  await expect(demo.getByTestId('demo-network')).toHaveText(SOLANA_DEVNET.name)

  // Back to EVM: the same login's EVM account; disconnecting ends both.
  await demo.getByTestId('foyer-network-button').click()
  await modal.getByRole('button', { name: 'Foyer Devnet', exact: true }).click()
  await expect(demo.getByTestId('demo-address')).toHaveText(evmAddress)
  await demo.getByTestId('foyer-connect-button').click()
  await modal.getByRole('button', { name: 'Disconnect' }).click()
  await expect(demo.getByTestId('demo-status')).toHaveText('disconnected')
  await demo.getByTestId('foyer-network-button').click()
  await modal.getByRole('button', { name: SOLANA_DEVNET.name, exact: true }).click()
  await expect(demo.getByTestId('demo-status')).toHaveText('disconnected')
})

test('the host page finds no key material: not in its DOM, its storage, nor the messages it gets', async ({
  page,
}) => {
  // Record every message the host page's own JavaScript could receive: window messages and port messages.
  await page.addInitScript(() => {
    const seen: unknown[] = []
    ;(window as unknown as { __seen: unknown[] }).__seen = seen
    window.addEventListener('message', (event) => seen.push(event.data))
    const original = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage')
    Object.defineProperty(MessagePort.prototype, 'onmessage', {
      set(handler: (event: MessageEvent) => void) {
        original?.set?.call(this, (event: MessageEvent) => {
          seen.push(event.data)
          handler(event)
        })
      },
      get() {
        return original?.get?.call(this)
      },
    })
  })
  await page.goto(demoUrl(''))
  const modal = page.locator('foyer-modal').getByRole('dialog')
  const address = await login(page, modal, freshEmail())
  await page.getByRole('button', { name: 'Sign', exact: true }).click()
  await approveInWallet(modal)
  await expect(page.getByTestId('demo-verified')).toHaveText('Signature verified')

  const found = await page.evaluate(() => {
    const storage = (store: Storage) =>
      Array.from({ length: store.length }, (_, index) => {
        const key = store.key(index) ?? ''
        return `${key}=${store.getItem(key)}`
      })
    return JSON.stringify({
      dom: document.documentElement.outerHTML,
      local: storage(localStorage),
      session: storage(sessionStorage),
      cookie: document.cookie,
      messages: (window as unknown as { __seen: unknown[] }).__seen,
    })
  })
  expect(found.length).toBeGreaterThan(1000)
  // Messages did arrive (the channel works), and none names a key, a share or a token.
  expect(found).toContain('GET_USER_SUCCESS')
  expect(found).not.toMatch(/privateKey|authShare|recoveryShare|deviceShare|"token"|Bearer/i)
  // No 32-byte hex value anywhere is the account's key.
  for (const candidate of new Set(found.match(/(?:0x)?[0-9a-fA-F]{64}/g) ?? [])) {
    const key = (candidate.startsWith('0x') ? candidate : `0x${candidate}`) as `0x${string}`
    let derived = ''
    try {
      derived = privateKeyToAccount(key).address
    } catch {}
    expect(derived.toLowerCase()).not.toBe(address.toLowerCase())
  }
})

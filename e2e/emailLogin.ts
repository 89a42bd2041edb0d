import { DEVNET_MINTER, DEVNET_TOKENS, waitForDevnetReceipt } from '@foyer/devnet'
import type { Locator, Page } from '@playwright/test'
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  http,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem'
import { demoUrl, expect } from './fixtures.js'

// E-mail login on the demo for the browser tests: the local SMTP sink's inbox, fresh addresses, the code
// step. Shared by the embedded wallet's tests and the tours that walk its views.

const inbox = () => {
  const url = process.env.FOYER_E2E_INBOX_URL
  if (!url) throw new Error('FOYER_E2E_INBOX_URL is not set')
  return url.replace(/\/$/, '')
}
let counter = 0
/** An address no other test uses: workers run side by side, so the process is part of it. */
export const freshEmail = () =>
  `visitor-${process.pid.toString(36)}-${Date.now().toString(36)}-${counter++}@foyer.test`

type Mail = { subject: string; text: string; receivedAt: string }

/** Waits for the newest mail to `email` after `since` whose text matches `pattern`, and returns the match. */
export async function mailMatch(
  email: string,
  pattern: RegExp,
  since = 0,
  skip: ReadonlySet<string> = new Set(),
): Promise<RegExpMatchArray> {
  // A hang guard, as the expects' 30 s (playwright.config.ts): a mail takes well under a second, idle.
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    const response = await fetch(`${inbox()}/messages?to=${encodeURIComponent(email)}`)
    const mails = (await response.json()) as Mail[]
    for (const mail of mails) {
      if (Date.parse(mail.receivedAt) < since) continue
      const match = mail.text.match(pattern)
      if (match && !skip.has(match[1] as string)) return match
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`no mail to ${email} matching ${pattern}`)
}
const CODE = /\b(\d{6})\b/
/** Codes already typed: a login's code sent within the same second must not pass for the next one. */
const usedCodes = new Set<string>()
export const codeFor = async (email: string, since = 0) => {
  const code = (await mailMatch(email, CODE, since, usedCodes))[1] as string
  usedCodes.add(code)
  return code
}

export async function typeCode(modal: Locator, code: string) {
  await modal.getByTestId('foyer-otp-digit-1').click()
  await modal.page().keyboard.type(code)
}

/** Pastes `code` into a box as the browser does from the clipboard ('123 456', as a mail may show it). */
export async function pasteCode(box: Locator, code: string) {
  await box.evaluate(
    (element, text) => {
      const clipboardData = new DataTransfer()
      clipboardData.setData('text/plain', text)
      element.dispatchEvent(
        new ClipboardEvent('paste', {
          clipboardData,
          bubbles: true,
          cancelable: true,
          composed: true,
        }),
      )
    },
    `${code.slice(0, 3)} ${code.slice(3)}`,
  )
}

/** Opens the modal and starts an e-mail login; returns when the code step shows. */
export async function startLogin(page: Page, modal: Locator, email: string) {
  await page.getByTestId('foyer-connect-button').click()
  await modal.getByTestId('foyer-email-input').fill(email)
  await modal.getByTestId('foyer-email-continue').click()
}

export async function login(page: Page, modal: Locator, email: string) {
  const since = Date.now() - 1000
  await startLogin(page, modal, email)
  await expect(modal.getByTestId('foyer-otp-input')).toBeVisible()
  await typeCode(modal, await codeFor(email, since))
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  return (await page.getByTestId('demo-address').textContent()) ?? ''
}

/** Logs in on the demo (no dev wallets) with a new address, and gives the account 1 ETH on the devnet. */
export async function fundedLogin(page: Page, modal: Locator): Promise<string> {
  await page.goto(demoUrl(''))
  const address = await login(page, modal, freshEmail())
  await createTestClient({
    mode: 'anvil',
    transport: http(process.env.FOYER_E2E_L1_RPC),
  }).setBalance({ address: address as `0x${string}`, value: parseEther('1') })
  return address
}

/** Gives `owner` fUSD on the devnet's first chain from its minter (anvil signs for its default accounts). */
export async function mintFusd(owner: string, amount: string) {
  const fusd = DEVNET_TOKENS[1]
  const transport = http(process.env.FOYER_E2E_L1_RPC)
  const hash = await createWalletClient({ transport }).writeContract({
    account: DEVNET_MINTER.address,
    chain: null,
    address: fusd.address,
    abi: parseAbi(['function mint(address to, uint256 value)']),
    functionName: 'mint',
    args: [owner as `0x${string}`, parseUnits(amount, fusd.decimals)],
  })
  await waitForDevnetReceipt(createPublicClient({ transport }), hash)
}

/** The embedded wallet's approval page, shown inside ApproveTransaction (a document of the auth origin). */
export const walletFrame = (modal: Locator) =>
  modal.frameLocator('[data-testid="foyer-approval-frame"]')

/** Approves in the wallet's page: once its button has armed (wholly visible long enough), a real click. */
export async function approveInWallet(modal: Locator) {
  await (await walletArmed(modal)).click()
}

/**
 * The wallet's approval page in sight and its Approve button armed (it takes a click only once the page
 * has been wholly visible for a moment): what a visitor sees once the page has settled.
 */
export async function walletArmed(modal: Locator): Promise<Locator> {
  await modal.getByTestId('foyer-approval-frame').scrollIntoViewIfNeeded()
  const button = walletFrame(modal).getByTestId('foyer-frame-approve')
  await expect(button).toHaveAttribute('aria-disabled', 'false')
  return button
}

/**
 * Logs in with `email` on a browser that is a new device of its account: the mailed approval, opened in
 * another tab of the same browser (as the visitor would from their mail), then the code it sends.
 */
export async function loginNewDevice(page: Page, modal: Locator, email: string) {
  const since = Date.now() - 1000
  await startLogin(page, modal, email)
  await expect(modal.getByTestId('foyer-otp-input')).toBeVisible()
  const [link] = await mailMatch(email, /https?:\/\/\S+\/device\/approve\?token=[\w-]+/, since)
  const approval = await page.context().newPage()
  await approval.goto(link)
  const approvedAt = Date.now() - 1000
  await approval.getByRole('button').click()
  await expect(approval.getByRole('heading', { name: 'Device approved' })).toBeVisible()
  await approval.close()
  await typeCode(modal, await codeFor(email, approvedAt))
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  return (await page.getByTestId('demo-address').textContent()) ?? ''
}

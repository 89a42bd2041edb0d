import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { waitForDevnetReceipt } from '@foyer/devnet'
import type { Locator, Page } from '@playwright/test'
import { createPublicClient, type Hash, http, parseEther } from 'viem'
import { buildHeadless, HEADLESS_BASE } from '../scripts/headless.js'
import { test as base, DEV_ADDRESS, expect, TEST_ADDRESS } from './fixtures.js'

// Issue 19, part 3: everything the modal shows is reachable without it. The headless example
// (apps/headless) builds its own connect list, account view and send form on Foyer's hooks, beside Foyer's
// modal shown inline (`enableEmbedded`), on one instance: what is done in one shows in the other.
//
// The services answer only the origins the project lists, and the global setup's project lists the demo
// server's: so the example is built into a folder of that server (its output, `.foyer/e2e-demo`, which it
// reads file by file as asked) and opened under /headless/ on the demo's origin, not on a port of its own.
const DEMO_OUT_DIR = fileURLToPath(new URL('../.foyer/e2e-demo', import.meta.url))

type Fixtures = {
  /** The example with the dev wallets; fails the test on any CSP violation or page error. */
  example: Page
  /** Foyer's modal, inline in the example (Playwright pierces its open shadow root). */
  inlineModal: Locator
}

const test = base.extend<Fixtures>({
  example: async ({ page }, use) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content.Security.Policy|Refused to/i.test(message.text()))
        problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    await page.goto(new URL(`${HEADLESS_BASE}?devwallets`, env('FOYER_E2E_URL')).href)
    await page.waitForFunction(() => window.__foyerDevWallets?.length === 2)
    await use(page)
    expect(problems, 'no CSP violation or uncaught error on the page').toEqual([])
  },
  inlineModal: async ({ page }, use) => {
    await use(page.getByTestId('headless-inline-modal').locator('foyer-modal'))
  },
})

test.beforeAll(async () => {
  // A production build of the headless page: a hang guard, as appkit.spec's build (a busy machine).
  test.setTimeout(900_000)
  await buildHeadless({
    ports: { l1: portOf(env('FOYER_E2E_L1_RPC')), l2: portOf(env('FOYER_E2E_L2_RPC')) },
    apiUrl: env('FOYER_E2E_API_URL'),
    relayUrl: env('FOYER_E2E_RELAY_URL'),
    outDir: `${DEMO_OUT_DIR}${HEADLESS_BASE}`,
  })
})

test("connect from the page's own list: its account view and the inline modal show the same account", async ({
  example,
  inlineModal,
}) => {
  await expect(inlineModal.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
  await connectFromOwnList(example)
  await expect(example.getByTestId('headless-address')).toHaveText(DEV_ADDRESS)
  await expect(example.getByTestId('headless-wallet')).toHaveText('Foyer Dev Wallet')
  await expect(example.getByTestId('headless-balance')).toHaveText(/^\d[\d,.]* ETH$/)
  await expect(example.getByTestId('headless-tokens')).toContainText('ETH')
  // The modal, on the same instance, shows the account without being asked to.
  await expect(inlineModal.getByTestId('foyer-account-address')).toHaveAttribute(
    'title',
    DEV_ADDRESS,
  )
  await expect(inlineModal.getByTestId('foyer-account-network')).toHaveText('Foyer Devnet')
})

test('connect in the inline modal: the own view follows', async ({ example, inlineModal }) => {
  await inlineModal.getByRole('button', { name: /Foyer Test Wallet/ }).click()
  await expect(example.getByTestId('headless-status')).toHaveText('connected')
  await expect(example.getByTestId('headless-address')).toHaveText(TEST_ADDRESS)
  await expect(example.getByTestId('headless-wallet')).toHaveText('Foyer Test Wallet')
})

test('a directory wallet pairs through WalletConnect: its link shows, and Cancel stops it', async ({
  example,
}) => {
  const list = example.getByTestId('headless-connect-list')
  await list.getByRole('button', { name: /Rainbow/ }).click()
  await expect(example.getByTestId('headless-pairing-link')).toHaveAttribute('href', /^wc:/)
  await expect(example.getByTestId('headless-connect-status')).toHaveText(/Connecting to Rainbow/)
  await example.getByRole('button', { name: 'Cancel' }).click()
  await expect(example.getByTestId('headless-pairing-link')).toHaveCount(0)
  await expect(example.getByTestId('headless-status')).toHaveText('disconnected')
  await expect(list.getByRole('button', { name: /Rainbow/ })).toBeEnabled()
})

test("send 1 ETH from the page's own form: the hash shows and the recipient has it on chain", async ({
  example,
}) => {
  const chain = createPublicClient({ transport: http(env('FOYER_E2E_L1_RPC')) })
  const before = await chain.getBalance({ address: TEST_ADDRESS })
  await connectFromOwnList(example)
  const send = example.getByRole('region', { name: 'Send tokens' })
  await send.getByLabel('Recipient').fill(TEST_ADDRESS)
  await send.getByLabel('Amount').fill('1')
  await expect(send.getByLabel('Token')).toHaveValue('native')
  await expect(send.getByTestId('headless-send-fee')).toHaveText(/^Network fee: [\d,.]+ ETH/)
  await send.getByRole('button', { name: 'Send' }).click()
  const hash = send.getByTestId('headless-send-hash')
  await expect(hash).toHaveText(/^0x[0-9a-f]{64}$/)
  await waitForDevnetReceipt(chain, (await hash.textContent()) as Hash)
  expect(await chain.getBalance({ address: TEST_ADDRESS })).toBe(before + parseEther('1'))
})

test("a refused send shows Foyer's message in the page's own form", async ({ example }) => {
  await connectFromOwnList(example)
  const send = example.getByRole('region', { name: 'Send tokens' })
  await send.getByLabel('Recipient').fill('0x1234')
  await send.getByLabel('Amount').fill('1')
  await expect(send.getByTestId('headless-send-problem')).toHaveText(
    'Enter a valid address for this network',
  )
  await send.getByLabel('Recipient').fill(TEST_ADDRESS)
  await example.evaluate(() => window.__foyerDevWallets?.[0]?.rejectNextRequest())
  await send.getByRole('button', { name: 'Send' }).click()
  await expect(send.getByRole('alert')).toHaveText('Request rejected in the wallet')
})

test('disconnect in the inline modal: the own view shows disconnected', async ({
  example,
  inlineModal,
}) => {
  await connectFromOwnList(example)
  await inlineModal.getByTestId('foyer-disconnect').click()
  await expect(example.getByTestId('headless-status')).toHaveText('disconnected')
  await expect(example.getByTestId('headless-connect-list')).toBeVisible()
  await expect(inlineModal.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
})

test('switch network in the own view: the inline modal follows', async ({
  example,
  inlineModal,
}) => {
  await connectFromOwnList(example)
  await example.getByLabel('Network').selectOption({ label: 'Foyer Devnet L2' })
  await expect(example.getByTestId('headless-network')).toHaveValue('eip155:31338')
  await expect(inlineModal.getByTestId('foyer-account-network')).toHaveText('Foyer Devnet L2')
  await expect(example.getByTestId('headless-balance')).toHaveText(/^\d[\d,.]* ETH$/)
})

test('axe finds nothing on the page, disconnected and connected', async ({ example }) => {
  expect(await violations(example)).toEqual([])
  await connectFromOwnList(example)
  await expect(example.getByTestId('headless-balance')).toHaveText(/ETH$/)
  expect(await violations(example)).toEqual([])
})

/** Connects 'Foyer Dev Wallet' (the first devnet account) from the page's own list. */
async function connectFromOwnList(page: Page): Promise<void> {
  await page
    .getByTestId('headless-connect-list')
    .getByRole('button', { name: /Foyer Dev Wallet/ })
    .click()
  await expect(page.getByTestId('headless-status')).toHaveText('connected')
}

function env(name: string): string {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set: run through e2e/playwright.config.ts`)
  return value
}

function portOf(url: string): number {
  return Number(new URL(url).port)
}

// axe's source, put into the page through evaluate (which the page's Content-Security-Policy does not govern).
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/** axe's violations on the whole page, the inline modal's shadow root included. */
async function violations(page: Page): Promise<string[]> {
  // The inline modal's view rises in half transparent for 160 ms: its colours are checked once it has
  // arrived (endless animations, a spinner's, are left running), as in accessibility.spec.ts.
  await page.waitForFunction(() => {
    const shadow = document.querySelector('foyer-modal')?.shadowRoot
    return (
      !!shadow?.querySelector('#foyer-title') &&
      shadow
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
        )
    )
  })
  await page.evaluate(axeSource)
  const results = await page.evaluate(() =>
    (
      window as unknown as {
        axe: {
          run(context: unknown): Promise<{
            violations: { id: string; nodes: { target: string[]; failureSummary?: string }[] }[]
          }>
        }
      }
    ).axe.run(document),
  )
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} ${node.target.join(' ')}: ${node.failureSummary}`,
    ),
  )
}

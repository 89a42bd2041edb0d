import { test as base, expect, type Locator, type Page } from '@playwright/test'

/** The demo's URL, served by the global setup. */
export function demoUrl(query = '?devwallets'): string {
  const url = process.env.FOYER_E2E_URL
  if (!url) throw new Error('FOYER_E2E_URL is not set: run through e2e/playwright.config.ts')
  return `${url}${query}`
}

/** The first dev account (Foyer Dev Wallet) and the second (Foyer Test Wallet). */
export const DEV_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const TEST_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/**
 * Reloads the page until its Account → Activity tab shows what `count` counts, i.e. the indexer has the
 * transaction (a fresh page load reads the history afresh). The button is pressed once the reload has
 * reconnected, or it would open the Connect view. The 180 s are a hang guard, not a budget: each try is a
 * page load and a reconnect, 10–20 s on a loaded machine (session 33's stressed run ran out of the default 30 s).
 */
export async function reloadUntilInActivity(
  page: Page,
  modal: Locator,
  count: () => Promise<number>,
): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.reload()
        await expect(page.getByTestId('demo-status')).toHaveText('connected')
        await page.getByTestId('foyer-connect-button').click()
        await modal.getByTestId('foyer-tab-activity').click()
        await expect(modal.getByTestId('foyer-activity')).toHaveAttribute('aria-busy', 'false')
        return count()
      },
      { timeout: 180_000 },
    )
    .toBeGreaterThan(0)
}

type Fixtures = {
  /** The demo page with the dev wallets; fails the test on any CSP violation or page error. */
  demo: Page
  /**
   * The same page and checks with nothing loaded yet, for a test whose first step loads the demo with its
   * own query (`demo.goto(demoUrl('?…'))`, `fundedLogin`): `demo`'s load would be thrown away at once, a
   * page load per test (issue 38). Taken as `{ unloadedDemo: demo }`.
   */
  unloadedDemo: Page
  /** The modal's dialog, inside <foyer-modal>'s open shadow root (Playwright pierces open shadow roots). */
  modal: Locator
}

export const test = base.extend<Fixtures>({
  demo: async ({ unloadedDemo: page }, use) => {
    await page.goto(demoUrl())
    // The demo installs its dev wallets after a dynamic import, which the load event does not wait for.
    await page.waitForFunction(
      () => window.__foyerDevWallets?.length === 2 && window.__foyerSolanaDevWallets?.length === 2,
    )
    await use(page)
  },
  unloadedDemo: async ({ page }, use) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content.Security.Policy|Refused to/i.test(message.text()))
        problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    const recent: string[] = []
    recentConsole.set(page, recent)
    page.on('console', (message) => {
      recent.push(`${message.type()}: ${message.text()}`)
      if (recent.length > 20) recent.shift()
    })
    await use(page)
    expect(problems, 'no CSP violation or uncaught error on the page').toEqual([])
  },
  modal: async ({ page }, use) => {
    await use(page.locator('foyer-modal').getByRole('dialog'))
  },
})

export { expect }

/** The page's last console lines, for a failure to show what the page said before it. */
const recentConsole = new WeakMap<Page, string[]>()

/**
 * Runs `step`; when it fails, the error also says what the page showed: the modal's title and text, the demo's
 * status, dev wallet 0's chain and the page's last console lines. For steps whose rare failure in CI could not
 * be reproduced here, so that the next one explains itself.
 */
export async function explained(page: Page, step: () => Promise<void>): Promise<void> {
  try {
    await step()
  } catch (error) {
    const scene = await page
      .evaluate(async () => {
        const chain = await window.__foyerDevWallets?.[0]?.provider
          .request({ method: 'eth_chainId' })
          .catch((failure: unknown) => String(failure))
        const dialog = [...document.querySelectorAll('foyer-modal')]
          .map((element) => element.shadowRoot?.querySelector('dialog[open]'))
          .find(Boolean)
        const status = document.querySelector('[data-testid=demo-status]')?.textContent
        return {
          chain,
          status,
          title: dialog?.querySelector('#foyer-title')?.textContent ?? null,
          text: dialog?.textContent?.slice(0, 400) ?? '(no dialog)',
        }
      })
      .catch((failure: unknown) => ({ unreadable: String(failure) }))
    const lines = recentConsole.get(page) ?? []
    const where = `${JSON.stringify(scene)}\nlast console lines:\n${lines.join('\n')}`
    if (error instanceof Error) error.message = `${error.message}\n\nthe page then: ${where}`
    throw error
  }
}

/** Opens the modal with the demo's connect button and connects the named wallet. */
export async function connectWith(page: Page, modal: Locator, walletName: string): Promise<void> {
  await page.getByTestId('foyer-connect-button').click()
  await modal.getByRole('button', { name: walletName }).click()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
}

/** Makes dev wallet `index` (0: Foyer Dev Wallet, 1: Foyer Test Wallet) reject its next request with 4001. */
export async function rejectNextRequest(page: Page, index = 0): Promise<void> {
  await page.evaluate((which) => {
    const wallet = window.__foyerDevWallets?.[which]
    if (!wallet) throw new Error(`dev wallet ${which} is not installed`)
    wallet.rejectNextRequest()
  }, index)
}

/**
 * Dev wallet 0 adds the devnet's L2 and moves there, by itself (as a visitor does in the wallet's own
 * window); with `?l1only` the app does not offer that network.
 */
export async function walletMovesToL2(page: Page): Promise<void> {
  await page.evaluate(
    (rpcUrl) =>
      window.__foyerDevWallets?.[0]?.provider.request({
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId: '0x7a6a',
            chainName: 'Foyer Devnet L2',
            rpcUrls: [rpcUrl],
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          },
        ],
      }),
    process.env.FOYER_E2E_L2_RPC ?? '',
  )
}

/**
 * Resolves once a toast reading exactly `text` has shown. Call it before the action that raises the toast:
 * a toast lives a few seconds (SPEC's toast time), and on a loaded machine a locator can first look after
 * it has gone; the page itself watches for it on every frame.
 */
export function toastShown(page: Page, text: string): Promise<unknown> {
  return page.waitForFunction(
    (wanted) =>
      [...document.querySelectorAll('foyer-modal')].some(
        (host) =>
          host.shadowRoot
            ?.querySelector('[data-testid="foyer-toast"]')
            ?.textContent?.replace(/\s+/g, ' ')
            .trim() === wanted,
      ),
    text,
    { polling: 'raf' },
  )
}

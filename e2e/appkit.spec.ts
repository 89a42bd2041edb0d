// A host written for Reown AppKit (apps/appkit-sample: AppKit's React + Wagmi quick-start, with only its
// import paths changed to @foyer/appkit) connects a wallet through Foyer: AppKit's web components, hooks and
// wagmi's own hooks on the same wagmi config, against the browser tests' devnet.
import { fileURLToPath } from 'node:url'
import { getFreePorts } from '@foyer/devnet/node'
import { test as base, type Page } from '@playwright/test'
import { build, type PreviewServer, preview } from 'vite'
import { devWalletInitScript } from './devWalletScript.js'
import { DEV_ADDRESS, expect } from './fixtures.js'

const sampleRoot = fileURLToPath(new URL('../apps/appkit-sample', import.meta.url))
const outDir = fileURLToPath(new URL('../.foyer/e2e-appkit-sample', import.meta.url))

const test = base.extend<{ problems: string[] }>({
  problems: async ({ page }, use) => {
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(error.message))
    page.on('console', (message) => {
      const { url } = message.location()
      // The sample, like AppKit's, has no favicon: the browser's request for one is the page's business.
      if (message.type() === 'error' && !url.endsWith('/favicon.ico'))
        problems.push(`${message.text()} (${url})`)
    })
    await use(problems)
  },
})

function env(name: string): string {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set: run through e2e/playwright.config.ts`)
  return value
}

let sampleUrl = ''
let server: PreviewServer | undefined

test.beforeAll(async () => {
  // A production build of a React app with wagmi: up to a minute on two cores; the limit is a hang guard
  // (a build beside a busy loop takes several times that).
  test.setTimeout(900_000)
  // The sample reads its settings from the environment at build time, as a Vite host does (import.meta.env).
  // Without apiUrl: the browser tests' services serve the demo's project, whose allowed origins are the
  // demo's, and the sample is served on an origin of its own (so Foyer reads balances from the chain and
  // lists the browser's wallets, as a host without Foyer's services gets).
  const settings = {
    VITE_PROJECT_ID: 'foyer-appkit-sample',
    VITE_DEVNET_RPC_URL: env('FOYER_E2E_L1_RPC'),
    VITE_FOYER_RELAY_URL: env('FOYER_E2E_RELAY_URL'),
    VITE_FOYER_API_URL: '',
    VITE_FOYER_AUTH_URL: '',
  }
  const saved = Object.fromEntries(Object.keys(settings).map((key) => [key, process.env[key]]))
  Object.assign(process.env, settings)
  try {
    await build({ root: sampleRoot, logLevel: 'warn', build: { outDir, emptyOutDir: true } })
  } finally {
    for (const [key, value] of Object.entries(saved))
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
  }
  const [port] = await getFreePorts(1)
  if (!port) throw new Error('no free port')
  server = await preview({
    root: sampleRoot,
    build: { outDir },
    preview: { port, host: '127.0.0.1', strictPort: true },
    logLevel: 'warn',
  })
  sampleUrl = `http://127.0.0.1:${port}/`
})

test.afterAll(async () => {
  await server?.close()
})

/** The sample with the dev wallets announced before its code runs (a host's app brings none). */
async function openSample(page: Page) {
  const script = await devWalletInitScript([
    {
      id: 31337,
      name: 'Foyer Devnet',
      rpcUrl: env('FOYER_E2E_L1_RPC'),
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    },
  ])
  await page.addInitScript({ content: script })
  await page.goto(sampleUrl)
}

test("a host written for AppKit connects, reads and disconnects through Foyer's modal", async ({
  page,
  problems,
}) => {
  await openSample(page)
  const field = (testId: string) => page.getByTestId(testId)
  const connectButton = page.locator('appkit-button').getByRole('button')
  await expect(connectButton).toHaveText('Connect Wallet')
  await expect(field('appkit-status')).toHaveText('disconnected')
  await expect(field('appkit-event')).toHaveText('MODAL_CREATED')
  await expect(page.locator('appkit-account-button').getByRole('button')).toHaveCount(0)

  // <appkit-button> opens Foyer's modal; the visitor picks the dev wallet.
  await connectButton.click()
  const modal = page.locator('foyer-modal').getByRole('dialog')
  await expect(field('appkit-open')).toHaveText('true')
  await modal.getByRole('button', { name: 'Foyer Dev Wallet' }).click()

  // AppKit's hooks and wagmi's see the same account, through the adapter's wagmi config.
  await expect(field('appkit-address')).toHaveText(DEV_ADDRESS)
  await expect(field('appkit-caip-address')).toHaveText(`eip155:31337:${DEV_ADDRESS}`)
  await expect(field('appkit-connected')).toHaveText('true')
  await expect(field('appkit-status')).toHaveText('connected')
  await expect(field('wagmi-address')).toHaveText(DEV_ADDRESS)
  await expect(field('wagmi-balance')).toHaveText(/^\d+ ETH$/)
  await expect(field('appkit-network')).toHaveText('Foyer Devnet')
  await expect(field('appkit-chain-id')).toHaveText('31337')
  await expect(field('appkit-caip-network-id')).toHaveText('eip155:31337')
  await expect(field('appkit-selected-network')).toHaveText('eip155:31337')
  await expect(field('appkit-active-chain')).toHaveText('eip155')
  await expect(field('appkit-wallet-name')).toHaveText('Foyer Dev Wallet')
  await expect(field('appkit-provider-type')).toHaveText('ANNOUNCED')
  // Connected, the modal closes by itself: the last events are Foyer's, under AppKit's names.
  await expect(field('appkit-open')).toHaveText('false')
  await expect(field('appkit-event')).toHaveText(/^(CONNECT_SUCCESS|MODAL_CLOSE)$/)

  // useAppKitProvider('eip155') is the wallet's own EIP-1193 provider.
  await page.getByRole('button', { name: 'Ask the wallet for its chain' }).click()
  await expect(field('provider-chain-id')).toHaveText('0x7a69')

  // AppKit's other elements are Foyer's buttons; balance="hide" hides the account button's balance.
  const accountButton = page.locator('appkit-account-button').getByRole('button')
  await expect(accountButton).toBeVisible()
  await expect(accountButton.locator('.foyer-button-detail')).toBeHidden()
  await expect(connectButton.locator('.foyer-button-detail')).toHaveText(/ETH$/)
  await expect(page.locator('appkit-network-button').getByRole('button')).toHaveText('Foyer Devnet')

  // useAppKit().open({ view }) and useAppKitTheme().setThemeMode.
  await page.getByRole('button', { name: 'Open networks' }).click()
  await expect(modal.locator('#foyer-title')).toHaveText('Choose Network')
  await expect(field('appkit-event')).toHaveText('MODAL_OPEN')
  await page.keyboard.press('Escape')
  await expect(field('appkit-open')).toHaveText('false')
  await page.getByRole('button', { name: 'Toggle theme' }).click()
  await expect(field('appkit-theme-mode')).toHaveText('dark')

  // useDisconnect(): AppKit's hooks and wagmi's both see it.
  await page.getByRole('button', { name: 'Disconnect', exact: true }).click()
  await expect(field('appkit-status')).toHaveText('disconnected')
  await expect(field('appkit-address')).toHaveText('')
  await expect(field('wagmi-address')).toHaveText('')
  await expect(field('appkit-event')).toHaveText('DISCONNECT_SUCCESS')
  await expect(accountButton).toHaveCount(0)
  await expect(connectButton).toHaveText('Connect Wallet')
  expect(problems).toEqual([])
})

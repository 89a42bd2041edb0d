// Foyer as a host gets it: the packed tarballs pass publint and are-the-types-wrong, install into a Vite
// app and a server-rendered Next.js App Router app outside the workspace, which type-check, build, and
// connect a wallet in the browser.
import { join } from 'node:path'
import { getFreePorts } from '@foyer/devnet/node'
import { test as base, type Page } from '@playwright/test'
import { preview } from 'vite'
import { apiReports } from '../scripts/packages/apiReport.js'
import { devWalletInitScript } from './devWalletScript.js'
import { DEV_ADDRESS, expect } from './fixtures.js'
import { installHost, packForHosts, run, startServer, waitForUrl } from './hostApps.js'

const test = base.extend<{ problems: string[] }>({
  problems: async ({ page }, use) => {
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(error.message))
    page.on('console', (message) => {
      // React reports a hydration mismatch as a console error ("Hydration failed…", "did not match").
      // A failed request is reported below with its URL instead of the console's bare line.
      if (/^Failed to load resource/.test(message.text())) return
      if (message.type() === 'error' || /hydrat/i.test(message.text()))
        problems.push(message.text())
    })
    page.on('response', (response) => {
      // The host apps have no icon; the browser asks for one anyway.
      if (response.status() >= 400 && !response.url().endsWith('/favicon.ico'))
        problems.push(`${response.status()} ${response.url()}`)
    })
    await use(problems)
  },
})

const rpcUrl = () => {
  const url = process.env.FOYER_E2E_L1_RPC
  if (!url) throw new Error('FOYER_E2E_L1_RPC is not set: run through e2e/playwright.config.ts')
  return url
}

let tarballs: Record<string, string> = {}
let viteUrl = ''
let nextUrl = ''
const stops: (() => Promise<void> | void)[] = []

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  // Packing, two npm installs and two production builds: minutes on two cores, once for the file (~4 min
  // in CI). A hang guard: beside the other lanes, Vitest and a busy loop it ran out of 600 s while still
  // building (issue 38 point 4, session 32's stressed runs).
  test.setTimeout(1_800_000)
  tarballs = await packForHosts()
  const [vite, next] = await Promise.all([installHost('vite'), installHost('next')])
  const [vitePort, nextPort] = await getFreePorts(2)

  await run(vite, 'node', ['node_modules/typescript/bin/tsc', '--noEmit'])
  await run(vite, 'node', ['node_modules/vite/bin/vite.js', 'build'], { VITE_RPC_URL: rpcUrl() })
  const server = await preview({
    root: vite,
    configFile: false,
    logLevel: 'warn',
    preview: { port: vitePort, host: '127.0.0.1', strictPort: true },
  })
  stops.push(() => new Promise<void>((resolve) => server.httpServer.close(() => resolve())))
  viteUrl = `http://127.0.0.1:${vitePort}/`

  const env = { NEXT_TELEMETRY_DISABLED: '1', NEXT_PUBLIC_RPC_URL: rpcUrl() }
  await run(next, 'node', ['node_modules/next/dist/bin/next', 'build'], env)
  const nextServer = startServer(
    next,
    'node',
    ['node_modules/next/dist/bin/next', 'start', '-p', String(nextPort), '-H', '127.0.0.1'],
    env,
  )
  stops.push(() => nextServer.stop())
  nextUrl = `http://127.0.0.1:${nextPort}/`
  await waitForUrl(nextUrl)
})

test.afterAll(async () => {
  for (const stop of stops.reverse()) await stop()
})

/** The dev wallets, announced on every page before the app's own code runs. */
async function withDevWallet(page: Page) {
  const script = await devWalletInitScript([
    {
      id: 31337,
      name: 'Foyer Devnet',
      rpcUrl: rpcUrl(),
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    },
  ])
  await page.addInitScript({ content: script })
}

async function connectDevWallet(page: Page) {
  await page.getByTestId('foyer-connect-button').click()
  await page
    .locator('foyer-modal')
    .getByRole('dialog')
    .getByRole('button', { name: 'Foyer Dev Wallet' })
    .click()
  await expect(page.getByTestId('host-account')).toHaveText(DEV_ADDRESS)
}

test('the tarballs pass publint and are-the-types-wrong (ESM: node16 and bundler resolution)', async () => {
  // Two tools per tarball, each a Node process that unpacks and reads it: ~60 s alone (88 CPU s). The
  // limit is a hang guard: 180 s ran out beside a busy loop while the tools still progressed (session 33).
  test.setTimeout(900_000)
  const bin = (name: string) => join(process.cwd(), 'node_modules', '.bin', name)
  for (const tarball of Object.values(tarballs)) {
    await run(process.cwd(), bin('publint'), ['--strict', tarball])
    await run(process.cwd(), bin('attw'), [tarball, '--profile', 'esm-only', '--format', 'ascii'])
  }
})

test('the public API of every entry matches its reviewed report (packages/*/api/)', () => {
  // API Extractor compiles every entry's declarations: ~20 s alone, more beside the other suite; a hang
  // guard, as above.
  test.setTimeout(900_000)
  expect(
    apiReports({ update: false }),
    'an API changed: run `npm run packages -- api`, review the diff of packages/*/api/ and commit it',
  ).toEqual([])
})

test('a Vite app built from the tarballs connects a browser wallet', async ({ page, problems }) => {
  await withDevWallet(page)
  await page.goto(viteUrl)
  await expect(page.getByTestId('host-account')).toHaveText('not connected')
  await connectDevWallet(page)
  expect(problems).toEqual([])
})

test('a Next.js App Router app renders Foyer on the server, hydrates without a warning and connects', async ({
  page,
  problems,
  request,
}) => {
  // Server-rendered: the connect button and the account line are in the HTML before any script runs.
  const html = await (await request.get(nextUrl)).text()
  expect(html).toContain('data-testid="foyer-connect-button"')
  expect(html).toContain('not connected')
  await withDevWallet(page)
  await page.goto(nextUrl)
  await connectDevWallet(page)
  expect(problems).toEqual([])
})

// WalletConnect's benchmark (bench/README.md, "WalletConnect"): on the demo with the dev stack of the browser
// tests (devnet, services, local relay) in headless Chromium, press on the WalletConnect entry → QR code
// visible (the SDK chunk loaded, the provider started, the pairing made at the relay), and link handed to the
// Foyer Phone Wallet → connected. Medians of `--runs` (default 7) at 1× and 4× CPU, with the JavaScript the
// press loads. Writes bench/results/walletconnect.json.
//   node --import tsx scripts/benchWalletConnect.ts [--runs 7]
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { startPhoneWallet } from '@foyer/test/walletconnect'
import globalSetup from '../e2e/globalSetup.js'
import { launchChromium, mediansOf } from './benchCommon.js'

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1] || 7) || 7
const root = join(import.meta.dirname, '..')
const stop = await globalSetup()
const demo = process.env.FOYER_E2E_URL as string
const relayUrl = process.env.FOYER_E2E_RELAY_URL as string
const chains = [
  { id: 31337, name: 'Foyer Devnet', rpcUrl: process.env.FOYER_E2E_L1_RPC as string },
  { id: 31338, name: 'Foyer Devnet L2', rpcUrl: process.env.FOYER_E2E_L2_RPC as string },
].map((chain) => ({ ...chain, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }))

const browser = await launchChromium()
const results: Record<string, Record<string, number[]>> = {}
try {
  for (const rate of [1, 4]) {
    const series: Record<string, number[]> = { pressToQr: [], linkToConnected: [], jsRawKb: [] }
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate })
      await page.goto(demo)
      const modal = page.locator('foyer-modal').getByRole('dialog')
      await page.getByTestId('foyer-connect-button').click()
      const entry = modal.getByTestId('wallet-walletConnect')
      await entry.waitFor()
      let jsBytes = 0
      page.on('response', async (response) => {
        if (response.url().endsWith('.js')) jsBytes += (await response.body()).length
      })
      const pressed = Date.now()
      await entry.click()
      await modal.getByTestId('foyer-walletconnect-qr').waitFor()
      series.pressToQr?.push(Date.now() - pressed)
      series.jsRawKb?.push(Math.round(jsBytes / 102.4) / 10)
      await modal.getByTestId('foyer-walletconnect-copy').click()
      const uri = await page.evaluate(() => navigator.clipboard.readText())
      const wallet = await startPhoneWallet({ relayUrl, chains })
      const handed = Date.now()
      await wallet.pair(uri)
      await page
        .getByTestId('demo-status')
        .filter({ hasText: /^connected$/ })
        .waitFor({ timeout: 30_000 })
      series.linkToConnected?.push(Date.now() - handed)
      await wallet.stop()
      await context.close()
    }
    results[`${rate}x`] = series
  }
} finally {
  await browser.close()
  await stop()
}

const summary = {
  date: new Date().toISOString().slice(0, 10),
  runs,
  medians: mediansOf(results),
  samples: results,
}
writeFileSync(
  join(root, 'bench', 'results', 'walletconnect.json'),
  `${JSON.stringify(summary, null, 2)}\n`,
)
console.log(JSON.stringify(summary.medians, null, 2))

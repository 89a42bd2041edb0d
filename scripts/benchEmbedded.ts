// The embedded wallet's benchmark (bench/README.md, "Embedded wallet"): the frame page's JavaScript, and
// on the demo with its whole dev stack (devnet, services, auth service, mail sink) in headless Chromium:
// press → e-mail field usable, e-mail submitted → code in the inbox, code entered → connected, a signature
// request → the wallet's approval page showing it, its Approve clicked → the signature. Medians of
// `--runs` logins (default 7) at 1× and 4× CPU. Writes bench/results/embedded.json.
//   node --import tsx scripts/benchEmbedded.ts [--runs 7]
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import globalSetup from '../e2e/globalSetup.js'
import { launchChromium, mediansOf } from './benchCommon.js'

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1] || 7) || 7
const root = join(import.meta.dirname, '..')
const stop = await globalSetup()
const demo = process.env.FOYER_E2E_URL as string
const inbox = (process.env.FOYER_E2E_INBOX_URL as string).replace(/\/$/, '')
const frameDir = join(root, '.foyer', 'e2e-auth-frame')

/**
 * What the wallet frame's page downloads before it answers: frame.js and every chunk it imports statically
 * (the bundler splits modules it shares with the lazy chunks into chunks of their own), each gzipped as a
 * server sends it. The approval page's code, smart accounts and the request decoders are lazy.
 */
function eagerFrameJs(): { raw: number; gzip: number; files: number } {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const text = readFileSync(join(frameDir, file), 'utf8')
    for (const [, imported] of text.matchAll(/from "\.\/([^"]+)"/g)) visit(imported as string)
  }
  visit('frame.js')
  let raw = 0
  let gzip = 0
  for (const file of seen) {
    const bytes = readFileSync(join(frameDir, file))
    raw += bytes.length
    gzip += gzipSync(bytes, { level: 6 }).length
  }
  return { raw, gzip, files: seen.size }
}
const frameJs = eagerFrameJs()

async function codeFor(email: string): Promise<{ code: string; at: number }> {
  for (;;) {
    const mails = (await (
      await fetch(`${inbox}/messages?to=${encodeURIComponent(email)}`)
    ).json()) as {
      text: string
    }[]
    const code = mails[0]?.text.match(/\b(\d{6})\b/)?.[1]
    if (code) return { code, at: Date.now() }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

const browser = await launchChromium()
const results: Record<string, Record<string, number[]>> = {}
try {
  for (const rate of [1, 4]) {
    const series: Record<string, number[]> = {
      pressToField: [],
      submitToInbox: [],
      codeToConnected: [],
      requestToApproval: [],
      approveToSignature: [],
    }
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate })
      await page.goto(demo)
      const button = page.getByTestId('foyer-connect-button')
      await button.waitFor()
      const field = page.locator('foyer-modal').getByTestId('foyer-email-input')
      const pressed = Date.now()
      await button.click()
      await field.waitFor()
      await field.focus()
      series.pressToField?.push(Date.now() - pressed)
      const email = `bench-${rate}-${run}-${Date.now()}@foyer.test`
      await field.fill(email)
      const submitted = Date.now()
      await page.locator('foyer-modal').getByTestId('foyer-email-continue').click()
      const { code, at } = await codeFor(email)
      series.submitToInbox?.push(at - submitted)
      await page.locator('foyer-modal').getByTestId('foyer-otp-digit-1').waitFor()
      const entered = Date.now()
      await page.locator('foyer-modal').getByTestId('foyer-otp-digit-1').click()
      await page.keyboard.type(code)
      await page
        .getByTestId('demo-status')
        .filter({ hasText: /^connected$/ })
        .waitFor({ timeout: 30_000 })
      series.codeToConnected?.push(Date.now() - entered)

      // A signature: the demo's request → the wallet's approval page showing it (prepared in the frame,
      // the page loaded and armed-to-be), then the visitor's click → the signature back in the demo.
      const approval = page
        .locator('foyer-modal')
        .getByTestId('foyer-approval-frame')
        .contentFrame()
      const asked = Date.now()
      await page.getByRole('button', { name: 'Sign', exact: true }).click()
      await approval.locator('main[data-state="ready"]').waitFor()
      series.requestToApproval?.push(Date.now() - asked)
      await approval.locator('[data-testid="foyer-frame-approve"][aria-disabled="false"]').waitFor()
      const approved = Date.now()
      await approval.getByTestId('foyer-frame-approve').click()
      await page.getByTestId('demo-verified').waitFor({ timeout: 30_000 })
      series.approveToSignature?.push(Date.now() - approved)
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
  frameJs,
  medians: mediansOf(results),
  samples: results,
}
writeFileSync(
  join(root, 'bench', 'results', 'embedded.json'),
  `${JSON.stringify(summary, null, 2)}\n`,
)
console.log(JSON.stringify({ frameJs: summary.frameJs, medians: summary.medians }, null, 2))

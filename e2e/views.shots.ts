import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { connectWith, demoUrl, expect, test } from './fixtures.js'
import {
  tourBrowserWallet,
  tourConnected,
  tourDisconnected,
  tourEmbedded,
  tourPay,
  tourSmartSessions,
  type Visit,
} from './tour.js'

const folder = join(dirname(fileURLToPath(import.meta.url)), '..', '.foyer', 'screenshots')
const PHONE = {
  viewport: { width: 390, height: 844 },
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
}
const shots: { set: string; view: string; file: string }[] = []

for (const device of ['desktop', 'phone'] as const)
  for (const colorScheme of ['light', 'dark'] as const)
    for (const locale of ['en', 'ar'] as const) {
      const set = `${device}-${colorScheme}-${locale}`
      test.describe(set, () => {
        if (device === 'phone') test.use(PHONE)
        else test.use({ viewport: { width: 1280, height: 800 } })
        test('every view', async ({ demo, modal }) => {
          await demo.emulateMedia({ colorScheme })
          await demo.getByTestId('demo-locale').selectOption(locale)
          // A fresh folder per set: a view renamed or gone leaves no old picture behind.
          rmSync(join(folder, set), { recursive: true, force: true })
          mkdirSync(join(folder, set), { recursive: true })
          let n = 0
          const visit: Visit = async (view) => {
            // Let view transitions and the toast settle, so the picture is what a visitor sees.
            await demo.waitForTimeout(250)
            const file = join(
              set,
              `${String(++n).padStart(2, '0')}-${view.replace(/\W+/g, '-')}.png`,
            )
            await demo.screenshot({ path: join(folder, file), animations: 'disabled' })
            shots.push({ set, view, file })
          }
          await tourDisconnected(demo, modal, visit)
          await connectWith(demo, modal, 'Foyer Dev Wallet')
          await expect(modal).toBeHidden()
          await tourConnected(demo, modal, visit)
          // The declined connect, the unsupported network and the e-mail account's views, from a
          // disconnected page (a connected wallet would reconnect on the next load).
          await demo.getByTestId('foyer-connect-button').click()
          await modal.getByTestId('foyer-disconnect').click()
          await expect(demo.getByTestId('demo-status')).toHaveText('disconnected')
          await demo.goto(demoUrl(`?devwallets&l1only&signin&locale=${locale}`))
          await demo.waitForFunction(() => window.__foyerDevWallets?.length === 2)
          await tourBrowserWallet(demo, modal, visit)
          // The e-mail account without sign-in: its own views, not the prompt again.
          await demo.goto(demoUrl(`?devwallets&locale=${locale}`))
          await tourEmbedded(demo, modal, visit)
          await demo.goto(demoUrl(`?devwallets&pay&locale=${locale}`))
          await tourPay(demo, modal, visit)
          await demo.goto(demoUrl(`?sessions&locale=${locale}`))
          await tourSmartSessions(demo, modal, visit)
        })
      })
    }

test.afterAll(() => {
  const sets = [...new Set(shots.map((shot) => shot.set))]
  const views = [...new Set(shots.map((shot) => shot.view))]
  const cell = (set: string, view: string) => {
    const shot = shots.find((s) => s.set === set && s.view === view)
    return shot
      ? `<td><a href="${shot.file}"><img src="${shot.file}" loading="lazy"></a></td>`
      : '<td></td>'
  }
  writeFileSync(
    join(folder, 'index.html'),
    `<!doctype html><meta charset="utf-8"><title>Foyer views</title>
<style>body{font:14px system-ui;margin:16px}table{border-collapse:collapse}td,th{padding:4px;vertical-align:top}
img{width:240px;border:1px solid #ccc}th{position:sticky;top:0;background:#fff}</style>
<table><tr><th></th>${sets.map((set) => `<th>${set}</th>`).join('')}</tr>
${views.map((view) => `<tr><th>${view}</th>${sets.map((set) => cell(set, view)).join('')}</tr>`).join('\n')}
</table>`,
  )
  console.log(`screenshots: ${shots.length} in ${folder}/index.html`)
})

import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { connectWith, demoUrl, expect, test } from './fixtures.js'

// `npm run screenshots` also shows the demo page itself (issue 40, designer finding 11): desktop and a
// 390 px phone, light and dark, before and after connecting, in .foyer/screenshots/demo-page.
const folder = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '.foyer',
  'screenshots',
  'demo-page',
)

for (const device of ['desktop', 'phone'] as const)
  for (const colorScheme of ['light', 'dark'] as const)
    test(`the demo page, ${device} ${colorScheme}`, async ({ demo, modal }) => {
      await demo.setViewportSize(
        device === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 800 },
      )
      await demo.emulateMedia({ colorScheme })
      mkdirSync(folder, { recursive: true })
      const shot = (name: string) =>
        demo.screenshot({
          path: join(folder, `${device}-${colorScheme}-${name}.png`),
          fullPage: true,
          animations: 'disabled',
        })
      await shot('disconnected')
      await connectWith(demo, modal, 'Foyer Dev Wallet')
      await expect(modal).toBeHidden()
      await shot('connected')
      await demo.goto(demoUrl('?devwallets&signin&pay&sessions'))
      await expect(demo.getByTestId('demo-pay')).toBeVisible()
      await shot('every-panel')
    })

import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { connectWith, expect, test } from './fixtures.js'
import { tourConnected, tourDisconnected } from './tour.js'

// Issue 21, accessibility: axe finds nothing (any rule, any impact) on any view of the modal — nor on Foyer's
// buttons — in light and dark, on a desktop and on a phone.

const PHONE = {
  viewport: { width: 390, height: 844 },
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
}

async function violations(demo: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page: demo })
    .include('foyer-modal')
    .include('.foyer-button')
    .analyze()
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) ${node.target.join(' ')}: ${node.failureSummary}`,
    ),
  )
}

test.describe.configure({ timeout: 120_000 })

for (const device of ['desktop', 'phone'] as const)
  for (const colorScheme of ['light', 'dark'] as const)
    test.describe(`${device}, ${colorScheme}`, () => {
      if (device === 'phone') test.use(PHONE)
      test('axe finds nothing on any view', async ({ demo, modal }) => {
        await demo.emulateMedia({ colorScheme })
        const check = async (view: string) => expect(await violations(demo), view).toEqual([])
        // The login steps once per device (their look does not depend on the theme's rules).
        await tourDisconnected(demo, modal, check, { logins: colorScheme === 'light' })
        await connectWith(demo, modal, 'Foyer Dev Wallet')
        await expect(modal).toBeHidden()
        await tourConnected(demo, modal, check)
        expect(await violations(demo), 'the buttons, connected').toEqual([])
      })
    })

import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import { connectWith, demoUrl, expect, test } from './fixtures.js'
import {
  tourBrowserWallet,
  tourConnected,
  tourDisconnected,
  tourEmbedded,
  tourPay,
  tourSmartSessions,
} from './tour.js'

// Issue 21, accessibility: axe finds nothing (any rule, any impact, color-contrast among them: #2) on any
// view of the modal — nor on Foyer's buttons — in light and dark, on a desktop and on a phone.

const PHONE = {
  viewport: { width: 390, height: 844 },
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
}

// axe's source, put into the page once (AxeBuilder re-injects it on every call, a second a view). Through
// evaluate, which the page's Content-Security-Policy does not govern, like AxeBuilder's own injection.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

type AxeResults = {
  violations: {
    id: string
    impact?: string
    nodes: { target: string[]; failureSummary?: string }[]
  }[]
}

async function violations(demo: Page): Promise<string[]> {
  // A view rising in is half transparent for 160 ms, and a colour changing with the scheme is mid-way for a
  // moment: colours are checked once they have arrived (the endless animations, a spinner's, are left running).
  await demo.waitForFunction(() =>
    [
      ...(document.querySelector('foyer-modal')?.shadowRoot?.getAnimations() ?? []),
      // Foyer's buttons change colour with the scheme, with a transition.
      ...document.getAnimations(),
    ].every(
      (animation) =>
        animation.playState !== 'running' ||
        animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
    ),
  )
  if (!(await demo.evaluate(() => 'axe' in window))) await demo.evaluate(axeSource)
  const results = await demo.evaluate(
    () =>
      (
        window as unknown as {
          axe: { run(context: unknown, options: unknown): Promise<AxeResults> }
        }
      ).axe.run(
        { include: [['foyer-modal'], ['.foyer-button']] },
        // Every rule still runs on every node; only the passes and the inapplicable or incomplete checks
        // are not given a selector for each of their nodes, which was much of a run's time (issue 38).
        { resultTypes: ['violations'] },
      ) as Promise<AxeResults>,
  )
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) ${node.target.join(' ')}: ${node.failureSummary}`,
    ),
  )
}

/**
 * Checks the view on screen in light and in dark: one walk per device looks at both, so its logins,
 * transactions and indexer waits are made once per device, not once per colour scheme (issue 38). The
 * modal follows the system's scheme live (`data-theme` on its host); Foyer's buttons through CSS.
 */
function inBothSchemes(demo: Page) {
  return async (view: string) => {
    for (const colorScheme of SCHEMES) {
      await demo.emulateMedia({ colorScheme })
      await demo.waitForFunction(
        (scheme) =>
          [...document.querySelectorAll<HTMLElement>('foyer-modal')].every(
            (host) => (host.dataset.theme ?? scheme) === scheme,
          ),
        colorScheme,
      )
      expect(await violations(demo), `${view}, ${colorScheme}`).toEqual([])
    }
  }
}

/**
 * Checks the view on screen in both schemes at the desktop's size, then at a phone's (the page resized under
 * the view), then back: for the views whose markup does not depend on the user agent, one walk covers the
 * phone's layout without a second walk's logins and sends (issue 38 point 3, session 37). The views whose
 * markup does (the wallet rows, WalletConnect's, the e-mail input: `isMobile` in core and react) are the
 * "any view" walk's, which runs with a phone's user agent as well.
 */
function atBothSizes(demo: Page) {
  const check = inBothSchemes(demo)
  return async (view: string) => {
    const desktop = demo.viewportSize()
    await check(view)
    await demo.setViewportSize(PHONE.viewport)
    await check(`${view}, at a phone's size`)
    if (desktop) await demo.setViewportSize(desktop)
  }
}
const SCHEMES = ['light', 'dark'] as const

// A walk per test; every view checked in both schemes (~1 min alone, 3 min beside the flows in CI). A
// hang guard, far above that: a desktop walk ran out of 240 s at load 28 while every step still progressed
// (2026-11-28, its trace: 13 s for the first page load, ~5 s an axe check in both schemes).
test.describe.configure({ timeout: 600_000 })

for (const device of ['desktop', 'phone'] as const)
  test.describe(device, () => {
    if (device === 'phone') test.use(PHONE)
    test('axe finds nothing on any view, light and dark', async ({ demo, modal }) => {
      const check = inBothSchemes(demo)
      await tourDisconnected(demo, modal, check)
      await connectWith(demo, modal, 'Foyer Dev Wallet')
      await expect(modal).toBeHidden()
      // A connected wallet's views read no user agent: the desktop's walk checks them at a phone's size as
      // well (`atBothSizes`), the phone's walk does not walk them again (issue 38 point 3, session 37).
      if (device === 'desktop') await tourConnected(demo, modal, atBothSizes(demo))
      for (const colorScheme of SCHEMES) {
        await demo.emulateMedia({ colorScheme })
        expect(await violations(demo), `the buttons, connected, ${colorScheme}`).toEqual([])
        // Foyer's own quiet buttons follow the theme too (issue 21, #10): dark in dark mode.
        const background = await demo
          .getByTestId('foyer-network-button')
          .evaluate((button) => getComputedStyle(button).backgroundColor)
        const [red = 0, green = 0, blue = 0] = (background.match(/\d+/g) ?? []).map(Number)
        expect((red + green + blue) / 3 < 128, colorScheme).toBe(colorScheme === 'dark')
      }
      // Disconnected again, the wallet list shows its Recent and Installed groups' titles (issue 21, #2;
      // issue 40 moved them from tags on the rows to the groups).
      await demo.getByTestId('foyer-connect-button').click()
      await modal.getByTestId('foyer-disconnect').click()
      await demo.getByTestId('foyer-connect-button').click()
      await expect(modal.getByTestId('foyer-connect-group-recent').locator('h3')).toBeVisible()
      await check('Connect, with the Recent and Installed groups')
    })
  })

// One walk, each view at the desktop's size and a phone's (`atBothSizes`): their markup is the same on a
// phone; only the layout differs.
test('axe finds nothing on the declined connect, the unsupported network and the e-mail account, light and dark, desktop and phone sizes', async ({
  unloadedDemo: demo,
  modal,
}) => {
  await demo.goto(demoUrl('?devwallets&l1only&signin'))
  await demo.waitForFunction(() => window.__foyerDevWallets?.length === 2)
  const check = atBothSizes(demo)
  await tourBrowserWallet(demo, modal, check)
  // The e-mail account without sign-in: its own views, not the prompt again; then its smart account's
  // views, logged in once for both (issue 38).
  await demo.goto(demoUrl('?devwallets'))
  await tourEmbedded(demo, modal, check, { stayConnected: true })
  await demo.goto(demoUrl('?sessions'))
  await tourSmartSessions(demo, modal, check, { loggedIn: true })
  await demo.goto(demoUrl('?devwallets&pay'))
  await tourPay(demo, modal, check)
})

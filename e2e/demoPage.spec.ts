import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import type { AxeResults } from 'axe-core'
import { connectWith, DEV_ADDRESS, expect, test } from './fixtures.js'

// Issue 40, designer finding 11: the demo page is the first thing a newcomer sees after `npm start`. Every
// query switch is a link on the page, the page reads well in both schemes, and a phone never scrolls sideways.

const SWITCHES = [
  'devwallets',
  'signin',
  'pay',
  'sessions',
  'legal',
  'collapse',
  'l1only',
  'solanaonly',
]

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/** axe's findings on the page's own parts (Foyer's modal and buttons have their own spec). */
async function pageViolations(demo: Page): Promise<string[]> {
  // The page's colours change with the scheme: checked once no transition is running.
  await demo.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  )
  if (!(await demo.evaluate(() => 'axe' in window))) await demo.evaluate(axeSource)
  const results = await demo.evaluate(
    () =>
      (window as unknown as { axe: { run(context: unknown): Promise<AxeResults> } }).axe.run({
        include: [['main'], ['.topbar']],
        exclude: [['.foyer-button']],
      }) as Promise<AxeResults>,
  )
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} ${node.target.join(' ')}: ${node.failureSummary}`,
    ),
  )
}

async function scrollsSideways(demo: Page): Promise<boolean> {
  return demo.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  )
}

test('the sign-in switch reloads the page with ?signin, and the sign-in panel appears', async ({
  demo,
}) => {
  await expect(demo.getByRole('heading', { name: 'Sign-in', exact: true })).toHaveCount(0)
  const signIn = demo.getByTestId('demo-switch-signin')
  await expect(signIn).toContainText('Off')
  await signIn.click()
  await expect(demo).toHaveURL(/\?devwallets&signin$/)
  await expect(demo.getByRole('heading', { name: 'Sign-in', exact: true })).toBeVisible()
  await expect(demo.getByTestId('demo-sign-in-status')).toBeVisible()
  await expect(demo.getByTestId('demo-switch-signin')).toContainText('On')
  // And off again, the other switches kept.
  await demo.getByTestId('demo-switch-signin').click()
  await expect(demo).toHaveURL(/\?devwallets$/)
  await expect(demo.getByTestId('demo-sign-in-status')).toHaveCount(0)
})

test('every query switch of the demo is a link that flips it', async ({ demo }) => {
  for (const key of SWITCHES) {
    const href = await demo.getByTestId(`demo-switch-${key}`).getAttribute('href')
    expect(href, key).toBe(key === 'devwallets' ? '?' : `?devwallets&${key}`)
  }
  await demo.getByTestId('demo-switch-pay').click()
  await expect(demo.getByTestId('demo-pay')).toBeVisible()
})

test('the language chosen on the page can be kept on reload with ?locale=', async ({ demo }) => {
  await demo.getByTestId('demo-locale').selectOption('de')
  await expect(demo.getByTestId('demo-switch-locale')).toHaveAttribute(
    'href',
    '?devwallets&locale=de',
  )
  await demo.getByTestId('demo-switch-locale').click()
  await expect(demo).toHaveURL(/\?devwallets&locale=de$/)
  await expect(demo.getByTestId('demo-locale')).toHaveValue('de')
  await expect(demo.getByTestId('foyer-connect-button')).toHaveAttribute('lang', /^de/)
  // The link now hands the choice back to the browser.
  await expect(demo.getByTestId('demo-switch-locale')).toHaveAttribute('href', '?devwallets')
})

test('the page follows the theme mode, and axe finds nothing on it in light and dark', async ({
  demo,
  modal,
}) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    await demo.emulateMedia({ colorScheme })
    expect(await pageViolations(demo), colorScheme).toEqual([])
  }
  await connectWith(demo, modal, 'Foyer Dev Wallet')
  await expect(demo.getByTestId('demo-address')).toHaveText(DEV_ADDRESS)
  await demo.emulateMedia({ colorScheme: 'light' })
  await demo.getByLabel('Theme mode').selectOption('dark')
  await expect(demo.locator('html')).toHaveAttribute('data-theme', 'dark')
  const background = () => demo.evaluate(() => getComputedStyle(document.body).backgroundColor)
  expect(await background()).toBe('rgb(15, 16, 19)')
  expect(await pageViolations(demo), 'dark by theme mode').toEqual([])
  await demo.getByLabel('Theme mode').selectOption('system')
  await expect(demo.locator('html')).not.toHaveAttribute('data-theme')
  expect(await background()).toBe('rgb(245, 246, 248)')
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  test('nothing scrolls sideways or is cut at the edge, disconnected or connected', async ({
    demo,
    modal,
  }) => {
    const connect = demo.getByTestId('foyer-connect-button')
    const insideTheScreen = async () => {
      const box = await connect.boundingBox()
      return box !== null && box.x >= 0 && box.x + box.width <= 390
    }
    expect(await scrollsSideways(demo)).toBe(false)
    expect(await insideTheScreen(), 'the connect button is whole').toBe(true)
    await connectWith(demo, modal, 'Foyer Dev Wallet')
    await expect(demo.getByRole('button', { name: 'Send 0.01 to myself' })).toBeVisible()
    expect(await scrollsSideways(demo)).toBe(false)
    expect(await insideTheScreen(), 'the account button is whole').toBe(true)
  })
})

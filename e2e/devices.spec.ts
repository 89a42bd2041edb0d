import type { Browser } from '@playwright/test'
import { freshEmail, login, loginNewDevice } from './emailLogin.js'
import { demoUrl, expect, test, toastShown } from './fixtures.js'

// The embedded wallet's devices (issue 36, part 6): a visitor sees from the Account view the browsers their
// account was approved on, and removing one ends its session. Each browser context is a device of its own.

const emailDemo = async (browser: Browser) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(demoUrl(''))
  return { context, page, modal: page.locator('foyer-modal').getByRole('dialog') }
}

test('Account → Devices lists both devices, this one marked; removing the other ends its session', async ({
  browser,
}) => {
  // Two logins, one through the mailed approval: 20 s alone, more beside another spec on two cores (the
  // default limit, a hang guard, is far above both).
  const email = freshEmail()
  const deviceA = await emailDemo(browser)
  const address = await login(deviceA.page, deviceA.modal, email)
  const deviceB = await emailDemo(browser)
  expect(await loginNewDevice(deviceB.page, deviceB.modal, email)).toBe(address)

  const { page, modal } = deviceA
  await page.getByTestId('foyer-connect-button').click()
  await modal.getByTestId('foyer-devices-row').click()
  await expect(modal).toHaveAccessibleName('Devices')
  const devices = modal.getByTestId('foyer-device')
  await expect(devices).toHaveCount(2)
  const current = devices.filter({ hasText: 'This device' })
  await expect(current).toHaveCount(1)
  await expect(current).toHaveAttribute('data-current', 'true')
  await expect(current.getByTestId('foyer-device-remove')).toHaveCount(0)
  const other = devices.filter({ hasNotText: 'This device' })
  await expect(other).toContainText('Another device')
  await expect(other).toContainText(/Approved .+Last used /)

  const removedToast = toastShown(page, 'Device removed')
  await other.getByTestId('foyer-device-remove').click()
  await removedToast
  await expect(devices).toHaveCount(1)
  await expect(devices).toContainText('This device')

  // Device B's session is over: on its next load the wallet finds no session.
  await deviceB.page.reload()
  await expect(deviceB.page.getByTestId('demo-status')).toHaveText('disconnected')
  // Device A is still signed in.
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await deviceA.context.close()
  await deviceB.context.close()
})

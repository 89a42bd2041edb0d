import type { Locator, Page } from '@playwright/test'
import { connectWith, expect, TEST_ADDRESS, test } from './fixtures.js'

// Issue 21, accessibility: every flow works from the keyboard alone (the connect flow has its own test in
// connect.spec.ts). Tab moves between controls, Enter and Space press them, Escape goes.

/** Presses Tab until `target` has focus (at most `limit` times); fails when it never does. */
async function tabTo(demo: Page, target: Locator, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element.matches(':focus')).catch(() => false)) return
    await demo.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${target}`)
}

/** Tabs to `target` and presses it (Enter, or Space). */
async function activate(demo: Page, target: Locator, key: 'Enter' | 'Space' = 'Enter') {
  await tabTo(demo, target)
  await demo.keyboard.press(key)
}

test('keyboard only: send the coin, then sign a message', async ({ demo, modal }) => {
  await connectWith(demo, modal, 'Foyer Dev Wallet')
  // The page behind an open dialog is inert: focus the button once the connect has closed the modal.
  await expect(modal).toBeHidden()
  await demo.getByTestId('foyer-connect-button').focus()
  await demo.keyboard.press('Enter')
  await expect(modal).toHaveAccessibleName('Account')

  await activate(demo, modal.getByTestId('foyer-send'))
  await expect(modal.getByTestId('foyer-send-token')).toContainText('ETH')
  await tabTo(demo, modal.getByTestId('foyer-send-amount'))
  await demo.keyboard.type('0.01')
  await tabTo(demo, modal.getByTestId('foyer-send-receiver'))
  await demo.keyboard.type(TEST_ADDRESS)
  // Enter in a field submits the form: the preview.
  await demo.keyboard.press('Enter')
  await expect(modal.getByTestId('foyer-preview-fee')).not.toHaveText('…')
  await activate(demo, modal.getByTestId('foyer-send-confirm'))
  await expect(modal.getByRole('status')).toHaveText('Sent')
  await expect(modal).toHaveAccessibleName('Account')

  await activate(demo, modal.getByTestId('foyer-sign-message'))
  await tabTo(demo, modal.getByLabel('Message'))
  await demo.keyboard.type('Typed, not clicked')
  await activate(demo, modal.getByRole('button', { name: 'Sign', exact: true }))
  await expect(modal.getByTestId('foyer-signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  await demo.keyboard.press('Escape')
  await expect(modal).toBeHidden()
})

test('keyboard only: swap with an approval, switch network, disconnect', async ({
  demo,
  modal,
}) => {
  await connectWith(demo, modal, 'Foyer Dev Wallet')
  await expect(modal).toBeHidden()
  await demo.getByTestId('foyer-connect-button').focus()
  await demo.keyboard.press('Enter')
  await expect(modal).toHaveAccessibleName('Account')

  await activate(demo, modal.getByTestId('foyer-swaps'))
  await activate(demo, modal.getByTestId('foyer-swap-from-token'))
  await activate(demo, modal.getByTestId('foyer-swap-choose-fUSD'))
  await activate(demo, modal.getByTestId('foyer-swap-to-token'), 'Space')
  await activate(demo, modal.getByTestId('foyer-swap-choose-FOY'))
  await tabTo(demo, modal.getByTestId('foyer-swap-from-amount'))
  await demo.keyboard.type('5')
  await activate(demo, modal.getByTestId('foyer-swap-approve'))
  const submit = modal.getByTestId('foyer-swap-submit')
  await expect(submit).toBeEnabled()
  await activate(demo, submit)
  await expect(modal.getByTestId('foyer-swap-result')).toBeVisible()
  await activate(demo, modal.getByTestId('foyer-swap-done'))
  await expect(modal).toHaveAccessibleName('Account')

  await activate(demo, modal.getByTestId('foyer-account-network'))
  await activate(demo, modal.getByRole('button', { name: /Foyer Devnet L2/ }))
  await expect(demo.getByTestId('foyer-network-button')).toHaveText(/Foyer Devnet L2/)

  await demo.getByTestId('foyer-connect-button').focus()
  await demo.keyboard.press('Enter')
  await activate(demo, modal.getByTestId('foyer-disconnect'))
  await expect(demo.getByTestId('demo-status')).toHaveText('disconnected')
})

import AxeBuilder from '@axe-core/playwright'
import { connectWith, expect, test } from './fixtures.js'

// Issue 21, item 2: text in Foyer's modal and buttons meets WCAG AA contrast (axe's color-contrast rule), in
// light and dark: the connect button, the Installed and Recent tags, the Receive and Send labels, the Swap view.
for (const colorScheme of ['light', 'dark'] as const)
  test(`Foyer's text meets WCAG AA contrast in ${colorScheme} mode`, async ({ demo, modal }) => {
    await demo.emulateMedia({ colorScheme })
    const contrastProblems = async () => {
      const results = await new AxeBuilder({ page: demo })
        .include('foyer-modal')
        .include('.foyer-button')
        .withRules(['color-contrast'])
        .analyze()
      return results.violations.flatMap((violation) =>
        violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
      )
    }

    await connectWith(demo, modal, 'Foyer Dev Wallet')
    // Foyer's own quiet buttons follow the theme too (issue 21, item 10): dark in dark mode.
    const background = await demo
      .getByTestId('foyer-network-button')
      .evaluate((button) => getComputedStyle(button).backgroundColor)
    const [red = 0, green = 0, blue = 0] = (background.match(/\d+/g) ?? []).map(Number)
    expect((red + green + blue) / 3 < 128).toBe(colorScheme === 'dark')
    await demo.getByTestId('foyer-connect-button').click()
    await expect(modal.getByTestId('foyer-send')).toBeVisible()
    expect(await contrastProblems()).toEqual([])

    // The Swap view with its quote, details and the approval step.
    await modal.getByTestId('foyer-swaps').click()
    await modal.getByTestId('foyer-swap-from-token').click()
    await modal.getByTestId('foyer-swap-choose-fUSD').click()
    await modal.getByTestId('foyer-swap-to-token').click()
    await modal.getByTestId('foyer-swap-choose-FOY').click()
    await modal.getByLabel('You pay').fill('50')
    await expect(modal.getByTestId('foyer-swap-approve')).toBeVisible()
    expect(await contrastProblems()).toEqual([])
    await modal.getByRole('button', { name: 'Back' }).click()

    // Disconnected again, the wallet list shows the Recent and Installed tags.
    await modal.getByTestId('foyer-disconnect').click()
    await demo.getByTestId('foyer-connect-button').click()
    await expect(modal.getByText('Recent')).toBeVisible()
    await expect(modal.getByText('Installed').first()).toBeVisible()
    expect(await contrastProblems()).toEqual([])
  })

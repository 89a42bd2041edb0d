import { connectWith, expect, test } from './fixtures.js'

// The devnet mints 'Foyer Doors' #1–#3 (Foyer's own SVGs, in data: URIs) and a spam 'Free Mint Pass' to the
// Foyer Dev Wallet's account; the dev stack's indexer lists them and serves the images.
test('the NFTs tab lists the account’s NFTs with their names, collection and images; spam left out', async ({
  demo,
  modal,
}) => {
  await connectWith(demo, modal, 'Foyer Dev Wallet')
  await demo.getByTestId('foyer-connect-button').click()
  // By keyboard: from the selected Tokens tab, the arrow key selects NFTs.
  await modal.getByRole('tab', { name: 'Tokens' }).focus()
  await demo.keyboard.press('ArrowRight')
  await expect(modal.getByRole('tab', { name: 'NFTs' })).toHaveAttribute('aria-selected', 'true')

  const grid = modal.getByRole('list', { name: 'NFTs' })
  const cards = grid.getByRole('listitem')
  await expect(cards).toHaveCount(3)
  await expect(grid.getByTestId('foyer-nft-name')).toHaveText(
    // Newest first: the seed mints #1, #2, #3 in that order.
    ['Rose Door #3', 'Indigo Door #2', 'Amber Door #1'],
    { useInnerText: true },
  )
  await expect(cards.first()).toContainText('Foyer Doors')
  await expect(modal.getByTestId('foyer-panel-nfts')).not.toContainText('Free Mint Pass')
  // Every image arrived from the data service and was drawn.
  await expect(grid.locator('img')).toHaveCount(3)
  for (const image of await grid.locator('img').all()) {
    await expect(image).toHaveAttribute(
      'src',
      /\/v1\/nft\/eip155:31337\/0xf0e7[0-9a-f]+\/\d+\/image\?/,
    )
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0)
  }
})

import { connectWith, expect, test } from './fixtures.js'

// The devnet mints 'Foyer Doors' #1–#3 (ERC-721), then 'Foyer Keys' (ERC-1155: 5 Brass, 1 Silver, 2 Garnet)
// (Foyer's own SVGs, in data: URIs) and a spam 'Free Mint Pass' to the Foyer Dev Wallet's account; the dev
// stack's indexer lists them and serves the images.
test('the NFTs tab lists the account’s ERC-721 and ERC-1155 NFTs with names, collection, images and amounts; spam left out', async ({
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
  await expect(cards).toHaveCount(6)
  await expect(grid.getByTestId('foyer-nft-name')).toHaveText(
    // Newest first: the seed mints the doors #1, #2, #3, then the Brass Keys, then Silver and Garnet at once.
    ['Garnet Key', 'Silver Key', 'Brass Key', 'Rose Door #3', 'Indigo Door #2', 'Amber Door #1'],
    { useInnerText: true },
  )
  await expect(cards.first()).toContainText('Foyer Keys')
  await expect(cards.last()).toContainText('Foyer Doors')
  // An edition held more than once says how many; one held once says nothing.
  await expect(cards.nth(0).getByTestId('foyer-nft-amount')).toHaveText('×2You hold 2')
  await expect(cards.nth(1).getByTestId('foyer-nft-amount')).toHaveCount(0)
  await expect(cards.nth(2).getByTestId('foyer-nft-amount')).toHaveText('×5You hold 5')
  await expect(cards.nth(2).getByTestId('foyer-nft-amount')).toBeVisible()
  await expect(modal.getByTestId('foyer-panel-nfts')).not.toContainText('Free Mint Pass')
  // Every image arrived from the data service and was drawn.
  await expect(grid.locator('img')).toHaveCount(6)
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

// @vitest-environment happy-dom
import { expect, test } from 'vitest'
import { render, step } from '../../_test/render.js'
import { TokenIcon } from './TokenIcon.js'
import { WalletIcon } from './WalletIcon.js'

test('an icon that fails to load falls back to the designed initial, and tries again for a new image', async () => {
  const container = await render(
    <>
      <TokenIcon src="https://broken.example/eth.png" symbol="eth" />
      <WalletIcon src="https://broken.example/rainbow.png" name="Rainbow" />
    </>,
  )
  const images = [...container.querySelectorAll('img')]
  expect(images).toHaveLength(2)
  await step(() => {
    for (const image of images) image.dispatchEvent(new Event('error'))
  })
  expect(container.querySelectorAll('img')).toHaveLength(0)
  expect(container.querySelector('.token-icon-fallback')?.textContent).toBe('E')
  expect(container.querySelector('.wallet-icon-fallback')?.textContent).toBe('R')
})

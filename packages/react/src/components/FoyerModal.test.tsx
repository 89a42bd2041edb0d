// @vitest-environment happy-dom
import { expect, test } from 'vitest'
import {
  createTestFoyer,
  get,
  modal,
  modals,
  render,
  step,
  title,
  waitFor,
} from '../_test/render.js'
import { FoyerModal } from './FoyerModal.js'

test('embedded: renders inline at once, never appends, and starts over instead of closing', async () => {
  const foyer = createTestFoyer({ enableEmbedded: true })
  const container = await render(
    <aside>
      <FoyerModal />
    </aside>,
    foyer,
  )
  const element = container.querySelector('aside > foyer-modal') as HTMLElement
  const shadow = await waitFor(() => modal(element))
  expect(shadow.querySelector('dialog')).toBeNull()
  expect(get('section.card', shadow).getAttribute('aria-labelledby')).toBe('foyer-title')
  expect(title(shadow)).toBe('Connect Wallet')
  // No close button inline.
  expect(shadow.querySelector('[aria-label="Close"]')).toBeNull()

  await step(() => get<HTMLButtonElement>('[data-testid="wallet-memory"]', shadow).click())
  await waitFor(() => expect(title(shadow)).toBe('Account'))
  expect(modals()).toEqual([element])
})

test('embedded: a connection made outside it (the host’s own list) shows the account', async () => {
  const foyer = createTestFoyer({ enableEmbedded: true })
  const container = await render(<FoyerModal />, foyer)
  const shadow = await waitFor(() => modal(container.querySelector('foyer-modal') as HTMLElement))
  expect(title(shadow)).toBe('Connect Wallet')

  await step(() => foyer.connect({ connectorUid: 'memory-1' }))
  await waitFor(() => expect(title(shadow)).toBe('Account'))
  await step(() => foyer.disconnect())
  await waitFor(() => expect(title(shadow)).toBe('Connect Wallet'))
})

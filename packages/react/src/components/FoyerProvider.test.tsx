// @vitest-environment happy-dom
import { expect, test } from 'vitest'
import { createTestFoyer, modal, modals, render, step, waitFor } from '../_test/render.js'
import { preloadModal } from '../modal/load.js'
import { FoyerModal } from './FoyerModal.js'

// One page per file: customElements is page-global, so the "before the first open" checks come first.

test('the modal is loaded and appended once, on first open, in an open shadow root with one adopted sheet', async () => {
  const foyer = createTestFoyer()
  await render(<p>host</p>, foyer)
  await step()
  expect(customElements.get('foyer-modal')).toBeUndefined()
  expect(modals()).toHaveLength(0)

  await step(() => foyer.open())
  const shadow = await waitFor(() => modal())
  expect(modals()).toHaveLength(1)
  expect(modals()[0]?.parentElement).toBe(document.body)
  expect(shadow.mode).toBe('open')
  expect(shadow.adoptedStyleSheets).toHaveLength(1)
  // CSP without 'unsafe-inline': no style elements, no style attributes in the markup.
  expect(shadow.querySelectorAll('style, [style]')).toHaveLength(0)
  expect(shadow.querySelector('dialog')?.open).toBe(true)

  await step(() => foyer.close())
  await step(() => foyer.open())
  await step(() => foyer.close())
  await step(() => foyer.open())
  expect(modals()).toHaveLength(1)
})

test('a second instance gets its own element; disableAppend gets none', async () => {
  const other = createTestFoyer()
  const placed = createTestFoyer({ disableAppend: true })
  await render(<p>other</p>, other)
  await render(<p>placed</p>, placed)

  await step(() => other.open())
  await step(() => placed.open())
  await waitFor(() => expect(modals()).toHaveLength(1))
  await step()
  expect(modals()).toHaveLength(1)
})

test('<FoyerModal /> puts the dialog where the host renders it (disableAppend)', async () => {
  const foyer = createTestFoyer({ disableAppend: true })
  const container = await render(
    <main>
      <FoyerModal />
    </main>,
    foyer,
  )
  const element = container.querySelector('main > foyer-modal') as HTMLElement
  expect(element).not.toBeNull()
  expect((element as { foyer?: unknown }).foyer).toBe(foyer)

  await step(() => foyer.open())
  const shadow = await waitFor(() => modal(element))
  expect(shadow.querySelector('dialog')?.open).toBe(true)
  expect(modals()).toEqual([element])
})

test('destroy takes the appended modal away; a modal chunk arriving after destroy appends nothing', async () => {
  const foyer = createTestFoyer()
  await render(<p>host</p>, foyer)
  await step(() => foyer.open())
  await waitFor(() => expect(modals()).toHaveLength(1))
  await step(() => foyer.destroy())
  expect(modals()).toHaveLength(0)

  const late = createTestFoyer()
  await step(() => {
    preloadModal(late) // the press preload: the chunk arrives a few microtasks later
    late.destroy()
  })
  expect(modals()).toHaveLength(0)
})

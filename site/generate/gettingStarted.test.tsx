// @vitest-environment happy-dom
// The getting-started page's code, run as written: the snippets the page includes render, the button
// says "Connect Wallet", and a click opens Foyer's modal on the Connect view with the EVM adapter's list.
import { expect, test } from 'vitest'
import { modal, render, step, title, waitFor } from '../../packages/react/src/_test/render.js'
import { App } from '../snippets/getting-started/App.js'
import { foyer } from '../snippets/getting-started/foyer.js'

test('the getting-started app renders, and its button opens the modal', async () => {
  const container = await render(<App />)
  expect(container.textContent).toContain('Not connected')
  const button = await waitFor(() => {
    const found = container.querySelector<HTMLButtonElement>('[data-testid="foyer-connect-button"]')
    if (!found) throw new Error('no connect button yet')
    return found
  })
  expect(button.textContent).toBe('Connect Wallet')
  await step(() => button.click())
  const shadow = await waitFor(() => modal())
  await waitFor(() => expect(title(shadow)).toBe('Connect Wallet'))
  expect(foyer.getState().open).toBe(true)
  expect(foyer.options.adapters.map((adapter) => adapter.namespace)).toEqual(['eip155'])
  expect(foyer.options.defaultNetwork).toBe('eip155:1')
  await step(() => foyer.close())
  expect(foyer.getState().open).toBe(false)
  foyer.destroy()
})

// @vitest-environment happy-dom
import { expect, test, vi } from 'vitest'
import { click, createTestFoyer, get, openAccount, title, waitFor } from '../../_test/render.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

test('Receive: the full address as text and as a QR code, copy, and the networks', async () => {
  const writeText = vi.fn(async () => {})
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  const shadow = await openAccount(createTestFoyer())
  await click(get('[data-testid="foyer-receive"]', shadow))
  const qr = await waitFor(() => get('svg[role="img"]', shadow))
  expect(title(shadow)).toBe('Receive')
  expect(qr.getAttribute('aria-label')).toBe(ADDRESS)
  expect(qr.getAttribute('style')).toBeNull()
  const path = qr.querySelector('path')?.getAttribute('d') ?? ''
  expect(path).toMatch(/^(M\d+ \d+h1v1h-1z)+$/)
  expect(get('[data-testid="foyer-receive-address"]', shadow).textContent).toBe(ADDRESS)
  expect(
    [...get('[data-testid="foyer-receive-networks"]', shadow).children].map((li) => li.textContent),
  ).toEqual(['Chain 1', 'Chain 10'])

  await click('Copy address')
  expect(writeText).toHaveBeenCalledWith(ADDRESS)
  expect(get('[role="status"]', shadow).textContent).toBe('Address copied')
})

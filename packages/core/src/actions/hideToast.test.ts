import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createBareFoyer } from '../_test/twoFamilies.js'
import { TOAST_SWAP_DELAY_MS } from '../constants.js'
import { hideToast } from './hideToast.js'
import { showToast } from './showToast.js'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

test('without an id it hides the toast shown', () => {
  const foyer = createBareFoyer()
  showToast(foyer, { variant: 'loading' })
  expect(hideToast(foyer)).toBeUndefined()
  expect(foyer.getState().toast).toBeUndefined()
  // Nothing shown: nothing to do.
  hideToast(foyer)
  expect(foyer.getState().toast).toBeUndefined()
})

test('with an id it hides that toast only', () => {
  const foyer = createBareFoyer()
  const id = showToast(foyer, { variant: 'loading' })
  hideToast(foyer, id + 1)
  expect(foyer.getState().toast?.id).toBe(id)
  hideToast(foyer, id)
  expect(foyer.getState().toast).toBeUndefined()
})

test('a toast waiting for its swap is hidden before it shows, by its id or without one', () => {
  for (const byId of [true, false]) {
    const foyer = createBareFoyer()
    const first = showToast(foyer, { variant: 'loading' })
    const waiting = showToast(foyer, { variant: 'loading', message: 'Next' })
    // The id of the toast the swap replaced hides nothing more.
    hideToast(foyer, first)
    hideToast(foyer, byId ? waiting : undefined)
    vi.advanceTimersByTime(TOAST_SWAP_DELAY_MS * 10)
    expect(foyer.getState().toast).toBeUndefined()
  }
})

test('an older id does not cancel the swap of a newer toast', () => {
  const foyer = createBareFoyer()
  const first = showToast(foyer, { variant: 'loading' })
  const next = showToast(foyer, { variant: 'loading', message: 'Next' })
  hideToast(foyer, first)
  vi.advanceTimersByTime(TOAST_SWAP_DELAY_MS)
  expect(foyer.getState().toast?.id).toBe(next)
})

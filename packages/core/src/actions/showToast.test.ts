import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createBareFoyer } from '../_test/twoFamilies.js'
import { TOAST_SWAP_DELAY_MS, TOAST_VISIBLE_MS } from '../constants.js'
import { showToast } from './showToast.js'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

test('shows at once with a new id each time; loading says Authenticating... unless told otherwise', () => {
  const foyer = createBareFoyer()
  const first = showToast(foyer, { variant: 'loading' })
  expect(foyer.getState().toast).toEqual({
    variant: 'loading',
    message: { key: 'authenticating' },
    id: first,
  })
  const other = createBareFoyer()
  const second = showToast(other, { variant: 'loading', message: 'Signing' })
  expect(other.getState().toast).toMatchObject({ message: 'Signing', id: second })
  expect(showToast(other, { variant: 'error' })).toBeGreaterThan(second)
})

test('success and error hide by themselves after TOAST_VISIBLE_MS; loading stays', () => {
  for (const variant of ['success', 'error'] as const) {
    const foyer = createBareFoyer()
    const id = showToast(foyer, { variant })
    expect(foyer.getState().toast).toEqual({ variant, message: '', id })
    vi.advanceTimersByTime(TOAST_VISIBLE_MS - 1)
    expect(foyer.getState().toast?.id).toBe(id)
    vi.advanceTimersByTime(1)
    expect(foyer.getState().toast).toBeUndefined()
  }
  const foyer = createBareFoyer()
  showToast(foyer, { variant: 'loading' })
  vi.advanceTimersByTime(10 * TOAST_VISIBLE_MS)
  expect(foyer.getState().toast?.variant).toBe('loading')
})

test('a replacement hides the visible toast, shows after the swap delay and its own timer runs from then', () => {
  const foyer = createBareFoyer()
  showToast(foyer, { variant: 'success', message: 'Copied' })
  vi.advanceTimersByTime(TOAST_VISIBLE_MS - 10)
  const next = showToast(foyer, { variant: 'error', message: 'Failed' })
  expect(foyer.getState().toast).toBeUndefined()
  vi.advanceTimersByTime(TOAST_SWAP_DELAY_MS)
  expect(foyer.getState().toast).toMatchObject({ id: next, message: 'Failed' })
  // The first toast's hide was cancelled: the second stays its full time.
  vi.advanceTimersByTime(TOAST_VISIBLE_MS - 1)
  expect(foyer.getState().toast?.id).toBe(next)
  vi.advanceTimersByTime(1)
  expect(foyer.getState().toast).toBeUndefined()
})

import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { createFoyer } from '../createFoyer.js'

// The user agent is read once per page; this file is a phone from the start.
beforeAll(() => {
  vi.stubGlobal('navigator', {
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
  })
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterAll(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

test('SPEC §2: on a phone with no adapters the modal opens on AllWallets; with it turned off, on Connect', () => {
  const foyer = createFoyer({ adapters: [], projectId: 'p', storage: null })
  expect(foyer.open()).toBe(true)
  expect(foyer.getState().router.view).toBe('AllWallets')

  const off = createFoyer({
    adapters: [],
    projectId: 'p',
    storage: null,
    features: { allWallets: false },
  })
  expect(off.open()).toBe(true)
  expect(off.getState().router.view).toBe('Connect')
})

import { afterEach, beforeEach, vi } from 'vitest'

/**
 * For a test file: createFoyer mounts adapters only in a browser, and a bare `window` is enough for that check;
 * the options notice (default features without the services) is silenced, as it is not what is tested.
 */
export function inABrowserLikePage(): void {
  beforeEach(() => {
    vi.stubGlobal('window', {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })
}

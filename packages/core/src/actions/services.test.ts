import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createMemoryAdapter } from '../_test/memoryAdapter.js'
import { createFoyer } from '../createFoyer.js'

// The services answer for a project they do not know (401): SPEC §8's Invalid Project ID alert, once.
beforeEach(() => {
  vi.stubGlobal('window', {})
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json(
        { error: { code: 'UNKNOWN_PROJECT', message: 'Unknown projectId' } },
        { status: 401 },
      ),
    ),
  )
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

test('an unknown projectId raises Invalid Project ID', async () => {
  const foyer = createFoyer({
    adapters: [createMemoryAdapter()],
    projectId: 'nobody',
    apiUrl: 'http://api.test',
    storage: null,
    features: { analytics: false },
  })
  await vi.waitFor(() =>
    expect(foyer.getState().alert).toMatchObject({
      code: 'INVALID_PROJECT_ID',
      shortMessage: 'Invalid Project ID',
    }),
  )
  foyer.destroy()
})

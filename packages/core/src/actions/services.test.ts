import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
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
      shortMessage: { key: 'invalidProjectId' },
    }),
  )
  foyer.destroy()
})

describe('the page origin against the project’s allowed origins (SPEC §5, §7)', () => {
  const start = (answer: () => Response) => {
    vi.stubGlobal('location', { origin: 'https://app.example' })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer()),
    )
    return createFoyer({
      adapters: [createMemoryAdapter()],
      projectId: 'p',
      apiUrl: 'http://api.test',
      storage: null,
      features: { analytics: false },
    })
  }
  const invalidConfiguration = {
    code: 'INVALID_APP_CONFIGURATION',
    shortMessage: { key: 'invalidAppConfiguration' },
  }

  test('an empty list, or one without this origin, raises Invalid App Configuration', async () => {
    for (const allowedOrigins of [[], ['https://other.example']]) {
      const foyer = start(() => Response.json({ allowedOrigins }))
      await vi.waitFor(() => expect(foyer.getState().alert).toMatchObject(invalidConfiguration))
      foyer.destroy()
    }
  })

  test('a failed fetch counts as an empty list: the alert too', async () => {
    const foyer = start(() => new Response('down', { status: 503 }))
    await vi.waitFor(() => expect(foyer.getState().alert).toMatchObject(invalidConfiguration))
    foyer.destroy()
  })

  test('this origin listed: no alert', async () => {
    const foyer = start(() => Response.json({ allowedOrigins: ['https://app.example'] }))
    // The same request after the start's: once it is answered (schemas loaded), the start's has been too.
    await foyer.api?.request('/projects/v1/origins', 'origins')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(foyer.getState().alert).toBeUndefined()
    foyer.destroy()
  })
})

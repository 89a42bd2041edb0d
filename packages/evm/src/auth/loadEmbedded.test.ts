import { afterAll, expect, test, vi } from 'vitest'

// SPEC §8 'Iframe load error': the embedded wallet's host code failing to download (a chunk a deploy removed,
// the network gone) is 'Unable to load email login dependency', with the failure as its cause.
vi.mock('../actions.js', () => {
  throw new Error('Failed to fetch dynamically imported module: /assets/actions-1a2b.js')
})
// The chain project runs its files in one process, where Vitest keeps a module mock from one file to the next.
afterAll(() => vi.doUnmock('../actions.js'))

test("a failed download of the embedded wallet's code is 'Unable to load email login dependency'", async () => {
  const { loadEmbedded } = await import('./loadEmbedded.js')
  const error = await loadEmbedded().catch((caught: unknown) => caught)
  expect(error).toMatchObject({
    shortMessage: 'Unable to load email login dependency',
    code: 'EMBEDDED_LOAD_FAILED',
  })
  // The import's failure is kept (Vitest wraps the module's own error in one of its own).
  expect((error as Error).cause).toBeInstanceOf(Error)
})

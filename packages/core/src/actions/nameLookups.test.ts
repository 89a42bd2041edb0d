import { afterEach, expect, test, vi } from 'vitest'
import { createMemoryAdapter } from '../_test/memoryAdapter.js'
import { createFoyer } from '../createFoyer.js'
import { NameServiceError } from '../errors/names.js'
import { getNameSuggestions, getNamesForAddress, resolveName } from './nameLookups.js'

// SPEC §8 'Name service errors': the service's first reason description, else the catalogue's text for
// what failed. A stand-in for the names service answers each lookup with a refusal.
afterEach(() => vi.unstubAllGlobals())

function foyerAnswering(answer: (path: string) => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL) => answer(new URL(String(input)).pathname)),
  )
  return createFoyer({
    adapters: [createMemoryAdapter()],
    projectId: 'p',
    apiUrl: 'http://api.test',
    storage: null,
    features: { analytics: false, email: false, socials: false },
  })
}

const refusal = (status: number, reasons?: { description?: string }[]) =>
  Response.json(
    { error: { code: 'REFUSED', message: 'refused' }, ...(reasons ? { reasons } : {}) },
    {
      status,
    },
  )

test("the service's first reason description is the error's text", async () => {
  const foyer = foyerAnswering(() =>
    refusal(503, [{ description: 'Resolver offline' }, { description: 'second' }]),
  )
  const error = await resolveName(foyer, { name: 'alice.foyer.id' }).catch((caught) => caught)
  expect(error).toBeInstanceOf(NameServiceError)
  // The service's words are a text from elsewhere: shown as they came, with no catalogue key.
  expect(error.shortMessage).toBe('Resolver offline')
  expect(error.messageKey).toBeUndefined()
  expect(error).toMatchObject({
    fallback: 'nameResolveFailed',
    code: 'NAME_SERVICE',
    details: 'Error resolving name (HTTP 503, REFUSED)',
  })
  const other = await getNamesForAddress(foyer, { address: '0xabc' }).catch((caught) => caught)
  expect(other.shortMessage).toBe('Resolver offline')
  foyer.destroy()
})

test('without a reason, each lookup says what failed in SPEC §8’s words', async () => {
  const foyer = foyerAnswering(() => refusal(500))
  await expect(resolveName(foyer, { name: 'alice.foyer.id' })).rejects.toMatchObject({
    shortMessage: 'Error resolving name',
  })
  await expect(getNameSuggestions(foyer, { name: 'alice' })).rejects.toMatchObject({
    shortMessage: 'Error fetching name suggestions',
  })
  await expect(getNamesForAddress(foyer, { address: '0xabc' })).rejects.toMatchObject({
    shortMessage: 'Error fetching names for address',
  })
  // A reason without a description is no reason.
  const blank = foyerAnswering(() => refusal(500, [{}]))
  await expect(getNameSuggestions(blank, { name: 'alice' })).rejects.toMatchObject({
    shortMessage: 'Error fetching name suggestions',
  })
  foyer.destroy()
  blank.destroy()
})

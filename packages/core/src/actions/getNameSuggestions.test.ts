import { afterEach, expect, test, vi } from 'vitest'
import { foyerAnswering, foyerWithoutServices, refusal } from '../_test/namesService.js'
import { getNameSuggestions } from './getNameSuggestions.js'

afterEach(() => vi.unstubAllGlobals())

test('without a reason, SPEC §8’s words; a reason without a description is no reason', async () => {
  for (const reasons of [undefined, [{}]]) {
    const foyer = foyerAnswering(() => refusal(500, reasons))
    await expect(getNameSuggestions(foyer, { name: 'alice' })).rejects.toMatchObject({
      shortMessage: 'Error fetching name suggestions',
    })
    foyer.destroy()
  }
})

test('the suggestions are the service’s, without the service none', async () => {
  const suggestions = [{ name: 'alice.foyer.id', registered: false }]
  const foyer = foyerAnswering(() => Response.json({ suggestions }))
  expect(await getNameSuggestions(foyer, { name: 'alice' })).toEqual(suggestions)
  foyer.destroy()
  const offline = foyerWithoutServices()
  expect(await getNameSuggestions(offline, { name: 'alice' })).toEqual([])
  offline.destroy()
})

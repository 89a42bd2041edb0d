import { afterEach, expect, test, vi } from 'vitest'
import { foyerAnswering, foyerWithoutServices, refusal } from '../_test/namesService.js'
import { NameServiceError } from '../errors/names.js'
import { resolveName } from './resolveName.js'

afterEach(() => vi.unstubAllGlobals())

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
  foyer.destroy()
})

test('without a reason, SPEC §8’s words; a reason without a description is no reason', async () => {
  for (const reasons of [undefined, [{}]]) {
    const foyer = foyerAnswering(() => refusal(500, reasons))
    await expect(resolveName(foyer, { name: 'alice.foyer.id' })).rejects.toMatchObject({
      shortMessage: 'Error resolving name',
    })
    foyer.destroy()
  }
})

test('an unregistered name is null, and so is any name without the service', async () => {
  const foyer = foyerAnswering(() => refusal(404))
  expect(await resolveName(foyer, { name: 'nobody.foyer.id' })).toBeNull()
  foyer.destroy()
  const offline = foyerWithoutServices()
  expect(await resolveName(offline, { name: 'alice.foyer.id' })).toBeNull()
  offline.destroy()
})

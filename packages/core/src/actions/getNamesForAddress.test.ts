import { afterEach, expect, test, vi } from 'vitest'
import { foyerAnswering, foyerWithoutServices, refusal } from '../_test/namesService.js'
import { getNamesForAddress } from './getNamesForAddress.js'

afterEach(() => vi.unstubAllGlobals())

test("the service's first reason description is the error's text, else SPEC §8's words", async () => {
  const foyer = foyerAnswering(() => refusal(503, [{ description: 'Resolver offline' }]))
  await expect(getNamesForAddress(foyer, { address: '0xabc' })).rejects.toMatchObject({
    shortMessage: 'Resolver offline',
  })
  foyer.destroy()
  const plain = foyerAnswering(() => refusal(500))
  await expect(getNamesForAddress(plain, { address: '0xabc' })).rejects.toMatchObject({
    shortMessage: 'Error fetching names for address',
  })
  plain.destroy()
})

test('without the service an address has no names', async () => {
  const foyer = foyerWithoutServices()
  expect(await getNamesForAddress(foyer, { address: '0xabc' })).toEqual([])
  foyer.destroy()
})

import { afterEach, beforeEach, expect, type MockInstance, test, vi } from 'vitest'
import { createMemoryAdapter } from '../_test/memoryAdapter.js'
import { createFoyer } from '../createFoyer.js'
import { OptionsError } from '../errors/options.js'

// Every option's name and type is checked with the deferred parts, a moment after createFoyer
// (reportInvalidOptions.ts): each problem is named in one OptionsError on the console.
let error: MockInstance<typeof console.error>
beforeEach(() => {
  error = vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

const adapters = [createMemoryAdapter()]

/** The details of the OptionsError reported for these options, once the deferred parts ran. */
async function reported(options: object): Promise<string | undefined> {
  const foyer = createFoyer({ adapters, storage: null, ...options } as never)
  await foyer.internal.deferredParts
  foyer.destroy()
  const reportedError = error.mock.calls
    .flat()
    .find((argument): argument is OptionsError => argument instanceof OptionsError)
  error.mockClear()
  return reportedError?.details
}

test('a misspelt or mistyped option is an OptionsError naming it, never silently ignored', async () => {
  expect(await reported({ features: { swap: false } })).toMatch(/"features.swap": unknown option/)
  expect(await reported({ themeMode: 'blue' })).toMatch(/"themeMode"/)
  expect(await reported({ enableNetworkSwitchh: true })).toMatch(/"enableNetworkSwitchh"/)
  expect(await reported({ themeMode: 'dark', features: { swaps: false } })).toBeUndefined()
})

test('siwx takes true or an object of the SIWX shape; siweConfig the SIWE shape', async () => {
  const services = { apiUrl: 'http://127.0.0.1:1', projectId: 'p' }
  expect(await reported({ ...services, siwx: {} })).toMatch(
    /"siwx": expected true or a SIWX config \(an object with createMessage/,
  )
  expect(await reported({ ...services, siweConfig: { getNonce() {} } })).toMatch(
    /"siweConfig": expected a SIWE config \(an object with getNonce, getSession, verifyMessage, signOut\)/,
  )
})

test('every problem is reported at once, each with its path and what was expected', async () => {
  const details = await reported({
    apiUrl: 'not a url',
    customWallets: [{ id: '', name: 'W' }],
    themeVariables: { '--foyer-color-mix-strength': 120 },
    features: { socials: ['google', 'myspace'] },
    debug: 'yes',
  })
  expect(details?.split('; ')).toEqual([
    '"apiUrl": expected an absolute URL, got "not a url"',
    '"features.socials.1": expected one of "google", "x", "discord", "farcaster", "github", "apple", "facebook", got "myspace"',
    '"themeVariables.--foyer-color-mix-strength": expected a number from 0 to 100, got 120',
    '"customWallets.0.id": expected a non-empty string, got ""',
    '"debug": expected a boolean, got "yes"',
  ])
})

import { expect, test } from 'vitest'
import { createMemoryAdapter } from '../_test/memoryAdapter.js'
import { FEATURE_DEFAULTS } from './defaults.js'
import { resolveOptions } from './resolveOptions.js'

const adapters = [createMemoryAdapter()]

test('feature defaults are exactly SPEC §1', () => {
  expect(resolveOptions({ adapters, projectId: 'p' }).features).toEqual({
    swaps: true,
    onramp: true,
    receive: true,
    send: true,
    email: true,
    history: true,
    analytics: true,
    allWallets: true,
    legalCheckbox: false,
    smartSessions: false,
    collapseWallets: false,
    pay: false,
    socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
    connectMethodsOrder: undefined,
  })
  expect(FEATURE_DEFAULTS.swaps).toBe(true)
})

test('other defaults', () => {
  const options = resolveOptions({ adapters, projectId: 'p', storage: null })
  expect(options).toMatchObject({
    themeMode: 'system',
    themeVariables: {},
    allowUnsupportedChain: false,
    enableNetworkSwitch: true,
    disableAppend: false,
    enableEmbedded: false,
    debug: false,
    defaultNetwork: 'eip155:1',
    storage: null,
  })
  // Unset, the browser's languages choose (state.locale).
  expect(options.locale).toBeUndefined()
})

test('a host option overrides its default and keeps the others', () => {
  const { features } = resolveOptions({ adapters, features: { swaps: false, pay: true } })
  expect(features.swaps).toBe(false)
  expect(features.pay).toBe(true)
  expect(features.onramp).toBe(true)
})

test('siweConfig together with siwx is refused with the spec text', () => {
  expect(() => resolveOptions({ adapters, siweConfig: {} as never, siwx: true })).toThrow(
    expect.objectContaining({ shortMessage: 'Cannot set both siweConfig and siwx options' }),
  )
})

test('siwx takes true or an object of the SIWX shape; siweConfig the SIWE shape', () => {
  const services = { apiUrl: 'http://127.0.0.1:1', projectId: 'p' }
  expect(() => resolveOptions({ adapters, ...services, siwx: {} as never })).toThrow(
    /"siwx": expected true or a SIWX config \(an object with createMessage/,
  )
  expect(() =>
    resolveOptions({ adapters, ...services, siweConfig: { getNonce() {} } as never }),
  ).toThrow(
    /"siweConfig": expected a SIWE config \(an object with getNonce, getSession, verifyMessage, signOut\)/,
  )
  expect(resolveOptions({ adapters, ...services, siwx: true }).siwx).toBe(true)
})

test('siwx: true without the services is refused: its sessions live there', () => {
  expect(() => resolveOptions({ adapters, siwx: true })).toThrow(
    expect.objectContaining({ details: expect.stringContaining('needs apiUrl and projectId') }),
  )
})

test('a misspelt or mistyped option is an error naming it, never silently ignored', () => {
  expect(() => resolveOptions({ adapters, features: { swap: false } } as never)).toThrow(
    /"features.swap"/,
  )
  expect(() => resolveOptions({ adapters, themeMode: 'blue' } as never)).toThrow(/"themeMode"/)
  expect(() => resolveOptions({ adapters, enableNetworkSwitchh: true } as never)).toThrow(
    /"enableNetworkSwitchh"/,
  )
  expect(() => resolveOptions({ adapters: [{ ...adapters[0], networks: [] }] as never })).toThrow(
    /an adapter has no network/,
  )
  expect(() => resolveOptions({ adapters, defaultNetwork: 'eip155:999' })).toThrow(
    /not among the adapters' networks/,
  )
  expect(() => resolveOptions({ adapters, defaultNetwork: 'nope' as never })).toThrow(
    /CAIP network id/,
  )
})

test("SPEC §8: an adapter that cannot connect or switch networks: 'ConnectionControllerClient and NetworkControllerClient must be set'", () => {
  const [memory] = adapters
  const {
    switchNetwork: _switch,
    reconnect: _reconnect,
    ...lacking
  } = memory as NonNullable<typeof memory>
  const error = (() => {
    try {
      resolveOptions({ adapters: [lacking] as never })
    } catch (caught) {
      return caught
    }
  })()
  expect(error).toMatchObject({
    name: 'OptionsError',
    code: 'INVALID_OPTIONS',
    shortMessage: 'ConnectionControllerClient and NetworkControllerClient must be set',
  })
  expect((error as { details: string }).details).toMatch(
    /^"adapters": the eip155 adapter has no reconnect, switchNetwork$/,
  )
})

test('no adapter at all is a valid setup (SPEC §2: AllWallets on mobile)', () => {
  const resolved = resolveOptions({ adapters: [] })
  expect(resolved.adapters).toEqual([])
  expect(resolved.defaultNetwork).toBeUndefined()
})

test('every problem is reported at once, each with its path and what was expected', () => {
  const error = (() => {
    try {
      resolveOptions({
        adapters,
        apiUrl: 'not a url',
        customWallets: [{ id: '', name: 'W' }],
        themeVariables: { '--foyer-color-mix-strength': 120 },
        features: { socials: ['google', 'myspace'] },
        debug: 'yes',
      } as never)
    } catch (caught) {
      return caught as { details?: string }
    }
  })()
  expect(error?.details?.split('; ')).toEqual([
    '"apiUrl": expected an absolute URL, got "not a url"',
    '"features.socials.1": expected one of "google", "x", "discord", "farcaster", "github", "apple", "facebook", got "myspace"',
    '"themeVariables.--foyer-color-mix-strength": expected a number from 0 to 100, got 120',
    '"customWallets.0.id": expected a non-empty string, got ""',
    '"debug": expected a boolean, got "yes"',
  ])
})

test('options that are not an object, and options left undefined, are handled', () => {
  expect(() => resolveOptions(undefined as never)).toThrow(/expected an object, got undefined/)
  expect(() => resolveOptions([] as never)).toThrow(/expected an object, got an array/)
  const options = resolveOptions({ adapters, themeMode: undefined, features: { socials: false } })
  expect(options.themeMode).toBe('system')
  expect(options.features.socials).toBe(false)
})

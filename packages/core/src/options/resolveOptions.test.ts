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

test('siwx: true without the services is refused: its sessions live there', () => {
  expect(() => resolveOptions({ adapters, siwx: true })).toThrow(
    expect.objectContaining({ details: expect.stringContaining('needs apiUrl and projectId') }),
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

test('options that are not an object, and options left undefined, are handled', () => {
  expect(() => resolveOptions(undefined as never)).toThrow(/expected an object, got undefined/)
  expect(() => resolveOptions([] as never)).toThrow(/expected an object, got an array/)
  const options = resolveOptions({ adapters, themeMode: undefined, features: { socials: false } })
  expect(options.themeMode).toBe('system')
  expect(options.features.socials).toBe(false)
})

test('what an instance cannot start without throws at once: adapters, their networks, the default network', () => {
  expect(() => resolveOptions({ adapters: 'evm' } as never)).toThrow(
    /"adapters": expected an array, got "evm"/,
  )
  expect(() => resolveOptions({ adapters: [{}] } as never)).toThrow(
    /"adapters.0": expected an adapter such as createEvmAdapter\(…\), got an object/,
  )
  expect(() => resolveOptions({ adapters: [{ ...adapters[0], networks: [] }] as never })).toThrow(
    /an adapter has no network/,
  )
  expect(() => resolveOptions({ adapters, defaultNetwork: 'eip155:999' })).toThrow(
    /not among the adapters' networks/,
  )
})

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
    locale: 'en-US',
    defaultNetwork: 'eip155:1',
    storage: null,
  })
})

test('a host option overrides its default and keeps the others', () => {
  const { features } = resolveOptions({ adapters, features: { swaps: false, pay: true } })
  expect(features.swaps).toBe(false)
  expect(features.pay).toBe(true)
  expect(features.onramp).toBe(true)
})

test('siweConfig together with siwx is refused with the spec text', () => {
  expect(() => resolveOptions({ adapters, siweConfig: {}, siwx: {} })).toThrow(
    expect.objectContaining({ shortMessage: 'Cannot set both siweConfig and siwx options' }),
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
  expect(() => resolveOptions({ adapters: [] })).toThrow(/at least one adapter/)
  expect(() => resolveOptions({ adapters, defaultNetwork: 'eip155:999' })).toThrow(
    /not among the adapters' networks/,
  )
  expect(() => resolveOptions({ adapters, defaultNetwork: 'nope' as never })).toThrow(
    /CAIP network id/,
  )
})

import { DEVNET_ERC4337, devnetBundlerUrls, devnetChains } from '@foyer/devnet'
import { afterEach, expect, test, vi } from 'vitest'
import { toServiceChains } from '../config.js'
import { devnetBundlerUrlsFromEnv, withDevnetBundlers } from './bundlers.js'

afterEach(() => {
  vi.unstubAllEnvs()
})

test('each devnet chain gets its own bundler URL, as bundler and paymaster, and the devnet’s account factory; other chains and set URLs stay', () => {
  const [l1, l2] = toServiceChains(devnetChains())
  const other = { ...(l1 as NonNullable<typeof l1>), id: 1 }
  const named = { ...(l2 as NonNullable<typeof l2>), paymasterUrl: 'https://pm.example.org' }
  const urls = { l1: 'http://127.0.0.1:4337/31337', l2: 'http://127.0.0.1:4337/31338' }
  const accountFactory = DEVNET_ERC4337.accountFactory
  expect(withDevnetBundlers([l1 as NonNullable<typeof l1>, named, other], urls)).toEqual([
    { ...l1, bundlerUrl: urls.l1, paymasterUrl: urls.l1, accountFactory },
    { ...named, bundlerUrl: urls.l2, accountFactory },
    other,
  ])
  expect(withDevnetBundlers([other], undefined)).toEqual([other])
})

test('FOYER_DEVNET_BUNDLER_PORT moves the bundler of a devnet started elsewhere from its default port', () => {
  vi.stubEnv('FOYER_DEVNET_BUNDLER_PORT', '')
  expect(devnetBundlerUrlsFromEnv()).toEqual(devnetBundlerUrls())
  vi.stubEnv('FOYER_DEVNET_BUNDLER_PORT', '14337')
  expect(devnetBundlerUrlsFromEnv()).toEqual({
    l1: 'http://127.0.0.1:14337/31337',
    l2: 'http://127.0.0.1:14337/31338',
  })
})

import { DEVNET_ERC4337, devnetBundlerUrls } from '@foyer/devnet'
import { afterEach, expect, test, vi } from 'vitest'
import { TEST_CHAINS } from '../_test/harness.js'
import { devnetFrameChains, withDevnetSmartAccounts } from './devnetChains.js'

// The dev stack's smart accounts: the devnet's factory and bundler, the bundler sponsoring as paymaster.

afterEach(() => {
  vi.unstubAllEnvs()
})

test('the devnet chains get smart accounts through their own bundler URL; others, and set ones, stay', () => {
  const [mainnet, devnet] = TEST_CHAINS as [
    (typeof TEST_CHAINS)[number],
    (typeof TEST_CHAINS)[number],
  ]
  const urls = { l1: 'http://127.0.0.1:4337/31337', l2: 'http://127.0.0.1:4337/31338' }
  const own = {
    factory: '0x0000000000000000000000000000000000000001',
    bundlerUrl: 'https://b.test',
  } as const
  const l2 = { ...devnet, id: 31338, smartAccount: own }
  expect(withDevnetSmartAccounts([mainnet, devnet, l2], urls)).toEqual([
    mainnet,
    {
      ...devnet,
      smartAccount: {
        factory: DEVNET_ERC4337.accountFactory,
        bundlerUrl: urls.l1,
        paymasterUrl: urls.l1,
      },
    },
    l2,
  ])
  expect(withDevnetSmartAccounts([devnet], undefined)).toEqual([devnet])
})

test('`serve` in development: the bundler on FOYER_DEVNET_BUNDLER_PORT, else on the devnet’s default port', () => {
  vi.stubEnv('FOYER_DEVNET_BUNDLER_PORT', '')
  expect(devnetFrameChains().map((chain) => chain.smartAccount?.bundlerUrl)).toEqual([
    devnetBundlerUrls().l1,
    devnetBundlerUrls().l2,
  ])
  vi.stubEnv('FOYER_DEVNET_BUNDLER_PORT', '14337')
  expect(devnetFrameChains()[1]?.smartAccount).toEqual({
    factory: DEVNET_ERC4337.accountFactory,
    bundlerUrl: 'http://127.0.0.1:14337/31338',
    paymasterUrl: 'http://127.0.0.1:14337/31338',
  })
})

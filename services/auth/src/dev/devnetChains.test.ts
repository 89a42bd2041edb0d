import { DEVNET_ERC4337 } from '@foyer/devnet'
import { afterEach, expect, test, vi } from 'vitest'
import { TEST_CHAINS } from '../_test/harness.js'
import { devnetFrameChains, withDevnetSmartAccounts } from './devnetChains.js'

// The dev stack's smart accounts: the devnet's factory, sponsored through the data service's bundler endpoint;
// the devnet bundler's own URL (which sponsors anything it is asked to) never reaches the frame (issue 37).

afterEach(() => {
  vi.unstubAllEnvs()
})

test('the devnet chains get sponsored smart accounts without any bundler or paymaster URL; others, and set ones, stay', () => {
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
      smartAccount: { factory: DEVNET_ERC4337.accountFactory, sponsored: true },
    },
    l2,
  ])
  expect(JSON.stringify(withDevnetSmartAccounts([devnet], urls))).not.toContain('4337/')
  expect(withDevnetSmartAccounts([devnet], undefined)).toEqual([devnet])
})

test('`serve` in development: both devnet chains sponsored, whichever port the bundler is on', () => {
  for (const port of ['', '14337']) {
    vi.stubEnv('FOYER_DEVNET_BUNDLER_PORT', port)
    expect(devnetFrameChains().map((chain) => chain.smartAccount)).toEqual([
      { factory: DEVNET_ERC4337.accountFactory, sponsored: true },
      { factory: DEVNET_ERC4337.accountFactory, sponsored: true },
    ])
  }
})

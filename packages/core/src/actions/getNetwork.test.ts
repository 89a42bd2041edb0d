import { expect, test } from 'vitest'
import { inABrowserLikePage } from '../_test/browserLike.js'
import { createBareFoyer, createTwoFamilyFoyer } from '../_test/twoFamilies.js'
import { getNetwork } from './getNetwork.js'

inABrowserLikePage()

test('the network state of the namespace asked for, else of the active one', async () => {
  const { foyer } = createTwoFamilyFoyer()
  expect(getNetwork(foyer)).toBe(foyer.getState().networks.eip155)
  expect(getNetwork(foyer)?.caipNetwork?.caipNetworkId).toBe('eip155:1')
  expect(getNetwork(foyer, 'solana')?.caipNetwork?.caipNetworkId).toBe('solana:devnet')
  await foyer.switchNetwork({ caipNetworkId: 'eip155:10' })
  expect(getNetwork(foyer)?.caipNetwork?.caipNetworkId).toBe('eip155:10')
  expect(getNetwork(foyer, 'solana')?.caipNetwork?.caipNetworkId).toBe('solana:devnet')
  await foyer.switchNetwork({ caipNetworkId: 'solana:testnet' })
  expect(getNetwork(foyer)?.caipNetwork?.caipNetworkId).toBe('solana:testnet')
})

test('undefined with no namespace, or one no adapter serves', () => {
  expect(getNetwork(createBareFoyer())).toBeUndefined()
  expect(getNetwork(createBareFoyer(), 'eip155')).toBeUndefined()
  expect(getNetwork(createTwoFamilyFoyer().foyer, 'bip122')).toBeUndefined()
})

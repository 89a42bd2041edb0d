import { expect, test } from 'vitest'
import { createBareFoyer, createTwoFamilyFoyer } from '../_test/twoFamilies.js'
import { getNetworks } from './getNetworks.js'

test('every network of every adapter, in the adapters’ order', () => {
  const { foyer, evm, solana } = createTwoFamilyFoyer()
  expect(getNetworks(foyer)).toEqual([...evm.networks, ...solana.networks])
  expect(getNetworks(foyer).map((network) => network.caipNetworkId)).toEqual([
    'eip155:1',
    'eip155:10',
    'solana:devnet',
    'solana:testnet',
  ])
})

test('a new list each call: changing it changes no adapter', () => {
  const { foyer, evm } = createTwoFamilyFoyer()
  getNetworks(foyer).pop()
  expect(getNetworks(foyer)).toHaveLength(4)
  expect(evm.networks).toHaveLength(2)
})

test('none without adapters', () => {
  expect(getNetworks(createBareFoyer())).toEqual([])
})

import { DEVNET_CHAIN_IDS, SOLANA_DEVNET } from '@foyer/devnet'
import { expect, test } from 'vitest'
import { DEVNET_EVM_NETWORKS, DEVNET_SOLANA_NETWORK } from './devnetNetworks.js'

test('the treasury’s networks are the devnet’s own', () => {
  expect(DEVNET_EVM_NETWORKS).toEqual(DEVNET_CHAIN_IDS.map((id) => `eip155:${id}`))
  expect(DEVNET_SOLANA_NETWORK).toBe(`solana:${SOLANA_DEVNET.caipReference}`)
})

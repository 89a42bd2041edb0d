import { expect, test } from 'vitest'
import { createMemoryAdapter } from '../_test/memoryAdapter.js'
import { createFoyer } from '../createFoyer.js'
import { applyAdapterEvent } from './adapterEvents.js'

test('SPEC §4: a connection through the auth connector records its user, account type, deployment and smart-account networks', () => {
  const adapter = createMemoryAdapter()
  const foyer = createFoyer({ adapters: [adapter], projectId: 'p', storage: null })
  applyAdapterEvent(foyer, adapter, {
    type: 'connection',
    connection: {
      connectorUid: 'auth',
      address: '0x0000000000000000000000000000000000000001',
      accounts: [{ address: '0x0000000000000000000000000000000000000001' }],
      chainId: adapter.networks[0]?.id ?? 1,
      user: { email: 'visitor@example.com' },
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: true,
      smartAccountEnabledNetworks: [1, 10],
    },
  })
  const namespace = adapter.namespace
  expect(foyer.getState().accounts[namespace]).toMatchObject({
    status: 'connected',
    user: { email: 'visitor@example.com' },
    preferredAccountType: 'smartAccount',
    smartAccountDeployed: true,
  })
  expect(foyer.getState().networks[namespace]?.smartAccountEnabledNetworks).toEqual([1, 10])
})

import { expect, test } from 'vitest'
import { createMemoryAdapter } from '../_test/memoryAdapter.js'
import { createFoyer } from '../createFoyer.js'
import { applyAdapterEvent } from './adapterEvents.js'
import { applyProfileName } from './walletActionWrites.js'

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

test("a registered name becomes the account's profile name, unless the wallet moved to another account", () => {
  const adapter = createMemoryAdapter()
  const foyer = createFoyer({ adapters: [adapter], projectId: 'p', storage: null })
  const address = '0x0000000000000000000000000000000000000001'
  applyAdapterEvent(foyer, adapter, {
    type: 'connection',
    connection: {
      connectorUid: 'memory-1',
      address,
      accounts: [{ address }],
      chainId: adapter.networks[0]?.id ?? 1,
    },
  })
  const namespace = adapter.namespace
  applyProfileName(foyer, { namespace, address: '0x02', profileName: 'bob.foyer.id' })
  expect(foyer.getState().accounts[namespace]?.profileName).toBeUndefined()
  applyProfileName(foyer, { namespace, address, profileName: 'alice.foyer.id' })
  expect(foyer.getState().accounts[namespace]).toMatchObject({
    status: 'connected',
    address,
    profileName: 'alice.foyer.id',
  })
})

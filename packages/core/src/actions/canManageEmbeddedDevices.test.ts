import { expect, test } from 'vitest'
import { inABrowserLikePage } from '../_test/browserLike.js'
import { connectedEmbedded, embeddedAdapter } from '../_test/embeddedWallet.js'
import { createFoyer } from '../createFoyer.js'
import { canManageEmbeddedDevices } from './canManageEmbeddedDevices.js'

// Listing and removing devices (getEmbeddedDevices, revokeEmbeddedDevice) are for an account the embedded
// wallet connected, whose wallet serves them.

// Default features without the services: availability warns, which is not tested here.
inABrowserLikePage()

test('true for the embedded wallet’s account when its wallet lists devices', async () => {
  const { foyer } = await connectedEmbedded()
  expect(canManageEmbeddedDevices(foyer)).toBe(true)
  expect(canManageEmbeddedDevices(foyer, 'eip155')).toBe(true)
})

test('false with nothing connected, another wallet’s account, or a wallet that cannot list', async () => {
  // Connected through the injected connector of the same adapter: not the embedded wallet's connection.
  const injected = embeddedAdapter()
  const foyer = createFoyer({ adapters: [injected.adapter], projectId: 'p', storage: null })
  expect(canManageEmbeddedDevices(foyer)).toBe(false)
  await foyer.connect({ connectorUid: injected.adapter.connector.uid })
  expect(canManageEmbeddedDevices(foyer)).toBe(false)
  const unable = await connectedEmbedded({ devices: false })
  expect(canManageEmbeddedDevices(unable.foyer)).toBe(false)
})

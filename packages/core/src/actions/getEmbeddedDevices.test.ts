import { expect, test } from 'vitest'
import { inABrowserLikePage } from '../_test/browserLike.js'
import { connectedEmbedded, device, embeddedAdapter } from '../_test/embeddedWallet.js'
import { createFoyer } from '../createFoyer.js'
import { NotConnectedError } from '../errors/connection.js'
import { getEmbeddedDevices } from './getEmbeddedDevices.js'

inABrowserLikePage()

test('the wallet’s list, as it answered', async () => {
  const { foyer } = await connectedEmbedded()
  await expect(getEmbeddedDevices(foyer)).resolves.toEqual([
    device('this', { current: true }),
    device('other'),
  ])
})

test('not the embedded wallet, a wallet that cannot list, or nothing connected: NotConnectedError', async () => {
  const injected = embeddedAdapter()
  const foyer = createFoyer({ adapters: [injected.adapter], projectId: 'p', storage: null })
  await expect(getEmbeddedDevices(foyer)).rejects.toBeInstanceOf(NotConnectedError)
  await foyer.connect({ connectorUid: injected.adapter.connector.uid })
  await expect(getEmbeddedDevices(foyer)).rejects.toBeInstanceOf(NotConnectedError)
  const unable = await connectedEmbedded({ devices: false })
  await expect(getEmbeddedDevices(unable.foyer)).rejects.toBeInstanceOf(NotConnectedError)
})

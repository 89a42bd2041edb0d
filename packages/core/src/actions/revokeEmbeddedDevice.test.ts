import { expect, test } from 'vitest'
import { inABrowserLikePage } from '../_test/browserLike.js'
import { connectedEmbedded, device, embeddedAdapter } from '../_test/embeddedWallet.js'
import { createFoyer } from '../createFoyer.js'
import { NotConnectedError } from '../errors/connection.js'
import { getEmbeddedDevicesQueryOptions } from '../query/embeddedDevices.js'
import { getEmbeddedDevices } from './getEmbeddedDevices.js'
import { revokeEmbeddedDevice } from './revokeEmbeddedDevice.js'

inABrowserLikePage()

test('removes the device and reads the list again', async () => {
  const { foyer, revoked } = await connectedEmbedded()
  const address = foyer.getState().accounts.eip155?.address
  const options = getEmbeddedDevicesQueryOptions(foyer, address)
  await foyer.queryClient.fetchQuery(options)
  const cached = () => foyer.queryClient.getQueryCache().find({ queryKey: options.queryKey })
  expect(cached()?.state.data).toHaveLength(2)
  await revokeEmbeddedDevice(foyer, { id: device('other').id })
  expect(revoked).toEqual([device('other').id])
  // The cached list is stale: whoever shows it reads it again.
  expect(cached()?.state.isInvalidated).toBe(true)
  await expect(getEmbeddedDevices(foyer)).resolves.toEqual([device('this', { current: true })])
})

test('the wallet’s refusal becomes a wallet error, and the list stays as it was', async () => {
  const wallet = await connectedEmbedded()
  await expect(revokeEmbeddedDevice(wallet.foyer, { id: device('gone').id })).rejects.toMatchObject(
    { name: 'WalletRequestError' },
  )
  await expect(getEmbeddedDevices(wallet.foyer)).resolves.toHaveLength(2)
})

test('another wallet’s account: NotConnectedError, and the wallet is not asked', async () => {
  const injected = embeddedAdapter()
  const foyer = createFoyer({ adapters: [injected.adapter], projectId: 'p', storage: null })
  await foyer.connect({ connectorUid: injected.adapter.connector.uid })
  await expect(revokeEmbeddedDevice(foyer, { id: device('other').id })).rejects.toBeInstanceOf(
    NotConnectedError,
  )
  expect(injected.revoked).toEqual([])
})

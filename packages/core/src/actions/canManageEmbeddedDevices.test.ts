import { describe, expect, test } from 'vitest'
import { inABrowserLikePage } from '../_test/browserLike.js'
import { createMemoryAdapter, createMemorySession } from '../_test/memoryAdapter.js'
import type { EmbeddedDevice, ManagesEmbeddedWallet } from '../adapter.js'
import { createFoyer } from '../createFoyer.js'
import { getEmbeddedDevicesQueryOptions } from '../query/embeddedDevices.js'
import { canManageEmbeddedDevices } from './canManageEmbeddedDevices.js'
import { getEmbeddedDevices } from './getEmbeddedDevices.js'
import { revokeEmbeddedDevice } from './revokeEmbeddedDevice.js'

// The embedded wallet's devices through core: listed and removed by the wallet (the frame asks the auth
// service), only for an account the embedded wallet connected; a removal reads the list again.

// Default features without the services: availability warns, which is not tested here.
inABrowserLikePage()

const device = (id: string, overrides: Partial<EmbeddedDevice> = {}): EmbeddedDevice => ({
  id: id.padEnd(22, '0'),
  approvedAt: '2026-11-27T12:00:00.000Z',
  lastUsedAt: null,
  current: false,
  waiting: false,
  ...overrides,
})

/** The memory wallet as the embedded wallet with two devices, this one and another; `devices: false`: none listed. */
function embeddedAdapter({ devices = true }: { devices?: boolean } = {}) {
  const session = createMemorySession({ email: 'visitor@example.com', namespaces: ['eip155'] })
  const adapter = createMemoryAdapter({ session })
  let list = [device('this', { current: true }), device('other')]
  const revoked: string[] = []
  const methods: Pick<ManagesEmbeddedWallet, 'listEmbeddedDevices' | 'revokeEmbeddedDevice'> = {
    async listEmbeddedDevices() {
      return list
    },
    async revokeEmbeddedDevice({ id }) {
      // As the auth service answers a name it does not know (404).
      if (!list.some((candidate) => candidate.id === id))
        throw new Error('This account has no such device')
      revoked.push(id)
      list = list.filter((candidate) => candidate.id !== id)
    },
  }
  if (devices) Object.assign(adapter, methods)
  return { adapter, session, revoked }
}

async function connectedEmbedded(options: Parameters<typeof embeddedAdapter>[0] = {}) {
  const wallet = embeddedAdapter(options)
  const foyer = createFoyer({ adapters: [wallet.adapter], projectId: 'p', storage: null })
  await foyer.connect({ connectorUid: wallet.session.connector.uid })
  return { foyer, ...wallet }
}

describe('getEmbeddedDevices', () => {
  test('the wallet’s list, as it answered', async () => {
    const { foyer } = await connectedEmbedded()
    expect(canManageEmbeddedDevices(foyer)).toBe(true)
    await expect(getEmbeddedDevices(foyer)).resolves.toEqual([
      device('this', { current: true }),
      device('other'),
    ])
  })

  test('not the embedded wallet, a wallet that cannot list, or nothing connected: NotConnectedError', async () => {
    // Connected through the injected connector of the same adapter: not the embedded wallet's connection.
    const injected = embeddedAdapter()
    const foyer = createFoyer({ adapters: [injected.adapter], projectId: 'p', storage: null })
    expect(canManageEmbeddedDevices(foyer)).toBe(false)
    await expect(getEmbeddedDevices(foyer)).rejects.toMatchObject({ name: 'NotConnectedError' })
    await foyer.connect({ connectorUid: injected.adapter.connector.uid })
    expect(canManageEmbeddedDevices(foyer)).toBe(false)
    await expect(getEmbeddedDevices(foyer)).rejects.toMatchObject({ name: 'NotConnectedError' })
    await expect(revokeEmbeddedDevice(foyer, { id: device('other').id })).rejects.toMatchObject({
      name: 'NotConnectedError',
    })
    expect(injected.revoked).toEqual([])

    const unable = await connectedEmbedded({ devices: false })
    expect(canManageEmbeddedDevices(unable.foyer)).toBe(false)
    await expect(getEmbeddedDevices(unable.foyer)).rejects.toMatchObject({
      name: 'NotConnectedError',
    })
  })
})

describe('revokeEmbeddedDevice', () => {
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
    await expect(
      revokeEmbeddedDevice(wallet.foyer, { id: device('gone').id }),
    ).rejects.toMatchObject({ name: 'WalletRequestError' })
    await expect(getEmbeddedDevices(wallet.foyer)).resolves.toHaveLength(2)
  })
})

import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createMemoryAdapter, createMemorySession } from '../_test/memoryAdapter.js'
import type { AdapterContext, AdapterEvent } from '../adapter.js'
import { createFoyer } from '../createFoyer.js'
import { canSwitchAccountType } from '../embeddedWallet/accountSwitch.js'
import { setPreferredAccountType } from './setPreferredAccountType.js'

// The embedded wallet's smart account or EOA as the active account (SPEC §3 'Preferred account payload', §6):
// a smart account only on a network the wallet reports in smartAccountEnabledNetworks.

beforeEach(() => {
  vi.stubGlobal('window', {})
})
afterEach(() => vi.unstubAllGlobals())

const SMART = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const EOA = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/**
 * The memory wallet as the embedded wallet: it reports `enabled` as its smart-account networks with each
 * connection, and switches account type when `switchable` (recording each switch).
 */
function embeddedAdapter({
  enabled = [1],
  switchable = true,
}: {
  enabled?: number[]
  switchable?: boolean
} = {}) {
  const session = createMemorySession({ email: 'visitor@example.com', namespaces: ['eip155'] })
  const adapter = createMemoryAdapter({ session })
  const mount = adapter.mount.bind(adapter)
  adapter.mount = (context) =>
    mount(
      Object.assign(Object.create(context) as AdapterContext, {
        emit(event: AdapterEvent) {
          context.emit(
            event.type === 'connection'
              ? {
                  ...event,
                  connection: { ...event.connection, smartAccountEnabledNetworks: enabled },
                }
              : event,
          )
        },
      }),
    )
  const switches: string[] = []
  let failure: unknown
  if (switchable)
    Object.assign(adapter, {
      async setPreferredAccountType({ type }: { type: 'eoa' | 'smartAccount' }) {
        if (failure) throw failure
        switches.push(type)
        return { type, address: type === 'smartAccount' ? SMART : EOA }
      },
    })
  return {
    adapter,
    session,
    switches,
    failNext(error: unknown) {
      failure = error
    },
  }
}

async function connectedEmbedded(options: Parameters<typeof embeddedAdapter>[0] = {}) {
  const wallet = embeddedAdapter(options)
  const foyer = createFoyer({ adapters: [wallet.adapter], projectId: 'p', storage: null })
  await foyer.connect({ connectorUid: wallet.session.connector.uid })
  return { foyer, ...wallet }
}

describe('setPreferredAccountType', () => {
  test('the smart account on a network where it works', async () => {
    const { foyer, switches } = await connectedEmbedded({ enabled: [10, 1] })
    expect(foyer.getState().networks.eip155?.smartAccountEnabledNetworks).toEqual([10, 1])
    await expect(setPreferredAccountType(foyer, { type: 'smartAccount' })).resolves.toEqual({
      type: 'smartAccount',
      address: SMART,
    })
    expect(switches).toEqual(['smartAccount'])
  })

  test('the smart account on a network not in smartAccountEnabledNetworks is refused, naming it', async () => {
    const { foyer, switches } = await connectedEmbedded({ enabled: [10] })
    await expect(setPreferredAccountType(foyer, { type: 'smartAccount' })).rejects.toMatchObject({
      name: 'SmartAccountNotEnabledError',
      code: 'SMART_ACCOUNT_NOT_ENABLED',
      shortMessage: 'Smart accounts are not available on Chain 1',
    })
    // The EOA is always there.
    await expect(setPreferredAccountType(foyer, { type: 'eoa' })).resolves.toEqual({
      type: 'eoa',
      address: EOA,
    })
    expect(switches).toEqual(['eoa'])
  })

  test('no network reported: the smart account is refused everywhere', async () => {
    const { foyer, switches } = await connectedEmbedded({ enabled: [] })
    await expect(setPreferredAccountType(foyer, { type: 'smartAccount' })).rejects.toMatchObject({
      name: 'SmartAccountNotEnabledError',
    })
    expect(switches).toEqual([])
  })

  test('a wallet that is not the embedded wallet, or has one kind only: NotConnectedError', async () => {
    // Connected through the injected connector of the same adapter: not the embedded wallet's connection.
    const injected = embeddedAdapter()
    const foyer = createFoyer({ adapters: [injected.adapter], projectId: 'p', storage: null })
    await foyer.connect({ connectorUid: injected.adapter.connector.uid })
    await expect(setPreferredAccountType(foyer, { type: 'eoa' })).rejects.toMatchObject({
      name: 'NotConnectedError',
    })
    expect(injected.switches).toEqual([])

    const single = await connectedEmbedded({ switchable: false })
    await expect(setPreferredAccountType(single.foyer, { type: 'eoa' })).rejects.toMatchObject({
      name: 'NotConnectedError',
    })

    const plain = createMemoryAdapter()
    const other = createFoyer({ adapters: [plain], projectId: 'p', storage: null })
    await other.connect({ connectorUid: plain.connector.uid })
    await expect(setPreferredAccountType(other, { type: 'eoa' })).rejects.toMatchObject({
      name: 'NotConnectedError',
    })
  })

  test('the wallet’s refusal becomes a wallet error', async () => {
    const wallet = await connectedEmbedded()
    wallet.failNext(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    await expect(
      setPreferredAccountType(wallet.foyer, { type: 'smartAccount' }),
    ).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
    })
  })
})

describe('canSwitchAccountType', () => {
  test('true for the embedded wallet on a network with smart accounts, false once it leaves it', async () => {
    const { foyer, adapter } = await connectedEmbedded({ enabled: [1] })
    expect(canSwitchAccountType(foyer)).toBe(true)
    expect(canSwitchAccountType(foyer, 'eip155')).toBe(true)
    adapter.walletSwitchesTo(10)
    await vi.waitFor(() => expect(foyer.getState().networks.eip155?.caipNetwork?.id).toBe(10))
    expect(canSwitchAccountType(foyer)).toBe(false)
  })

  test('false without the embedded wallet, without the capability, or for another namespace', async () => {
    expect(canSwitchAccountType((await connectedEmbedded({ enabled: [10] })).foyer)).toBe(false)
    expect(canSwitchAccountType((await connectedEmbedded({ switchable: false })).foyer)).toBe(false)
    expect(canSwitchAccountType((await connectedEmbedded()).foyer, 'solana')).toBe(false)

    const wallet = embeddedAdapter()
    const foyer = createFoyer({ adapters: [wallet.adapter], projectId: 'p', storage: null })
    expect(canSwitchAccountType(foyer)).toBe(false)
    await foyer.connect({ connectorUid: wallet.adapter.connector.uid })
    expect(canSwitchAccountType(foyer)).toBe(false)
    await foyer.connect({ connectorUid: wallet.session.connector.uid })
    expect(canSwitchAccountType(foyer)).toBe(true)
    wallet.session.disconnect()
    expect(canSwitchAccountType(foyer)).toBe(false)
  })
})

import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { batchingAdapter, connected, TO } from '../_test/batchingAdapter.js'
import { createMemoryAdapter } from '../_test/memoryAdapter.js'
import { createFoyer } from '../createFoyer.js'
import { getCallsStatus } from './getCallsStatus.js'
import { getCapabilities } from './getCapabilities.js'
import { sendCalls } from './sendCalls.js'

beforeEach(() => {
  vi.stubGlobal('window', {})
})
afterEach(() => vi.unstubAllGlobals())

describe('sendCalls', () => {
  test('sends the batch on the connected network with the capabilities asked', async () => {
    const adapter = batchingAdapter()
    const foyer = await connected(adapter)
    const calls = [
      { to: TO, value: 1n },
      { to: TO, data: '0x12' },
    ]
    await expect(
      sendCalls(foyer, { calls, capabilities: { paymasterService: { url: 'https://pm' } } }),
    ).resolves.toEqual({ id: '0xb1' })
    expect(adapter.batches).toEqual([
      {
        calls,
        network: expect.objectContaining({ caipNetworkId: 'eip155:1' }),
        capabilities: { paymasterService: { url: 'https://pm' } },
      },
    ])
  })

  test('a bad batch is refused before the wallet is asked, even when not connected', async () => {
    const adapter = batchingAdapter()
    const foyer = createFoyer({ adapters: [adapter], projectId: 'p', storage: null })
    await expect(sendCalls(foyer, { calls: [{ to: 'abc' }] })).rejects.toMatchObject({
      name: 'InvalidCallsError',
    })
    await connected(adapter)
    expect(adapter.batches).toEqual([])
  })

  test('not connected: NotConnectedError, nothing sent', async () => {
    const adapter = batchingAdapter()
    const foyer = createFoyer({ adapters: [adapter], projectId: 'p', storage: null })
    await expect(sendCalls(foyer, { calls: [{ to: TO }] })).rejects.toMatchObject({
      name: 'NotConnectedError',
    })
    await expect(getCallsStatus(foyer, { id: '0xb1' })).rejects.toMatchObject({
      name: 'NotConnectedError',
    })
    await expect(getCapabilities(foyer)).rejects.toMatchObject({ name: 'NotConnectedError' })
    expect(adapter.batches).toEqual([])
  })

  test('an adapter that cannot batch: CallsNotSupportedError, never calls one by one', async () => {
    const adapter = createMemoryAdapter()
    const foyer = await connected(adapter)
    await expect(sendCalls(foyer, { calls: [{ to: TO }, { to: TO }] })).rejects.toMatchObject({
      name: 'CallsNotSupportedError',
      code: 'CALLS_NOT_SUPPORTED',
    })
    await expect(getCallsStatus(foyer, { id: '0xb1' })).rejects.toMatchObject({
      name: 'CallsNotSupportedError',
    })
    await expect(getCapabilities(foyer)).rejects.toMatchObject({ name: 'CallsNotSupportedError' })
    expect(adapter.sent).toEqual([])
  })

  test('the wallet’s refusal becomes a wallet error (4001: rejected by the visitor)', async () => {
    const adapter = batchingAdapter()
    const foyer = await connected(adapter)
    adapter.failNext(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    await expect(sendCalls(foyer, { calls: [{ to: TO }] })).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
    })
  })

  test('a namespace without an adapter is refused', async () => {
    const foyer = await connected(batchingAdapter())
    await expect(
      sendCalls(foyer, { calls: [{ to: TO }], namespace: 'solana' }),
    ).rejects.toMatchObject({
      name: 'AdapterNotFoundError',
    })
  })
})

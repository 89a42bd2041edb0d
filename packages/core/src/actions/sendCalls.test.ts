import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createMemoryAdapter } from '../_test/memoryAdapter.js'
import type { SendsCalls } from '../adapter.js'
import type { CallsStatus, WalletCall } from '../calls/types.js'
import { createFoyer } from '../createFoyer.js'
import { checkCalls, getCallsStatus, getCapabilities, MAX_CALLS, sendCalls } from './sendCalls.js'

// EIP-5792 batches through core (issue 20): checked by SPEC §5 before anything reaches the wallet, sent only to
// an adapter that can batch — never one by one instead.

beforeEach(() => {
  vi.stubGlobal('window', {})
})
afterEach(() => vi.unstubAllGlobals())

const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** The memory wallet, able to batch: records each batch and answers what the test sets. */
function batchingAdapter() {
  const adapter = createMemoryAdapter()
  const batches: Parameters<SendsCalls['sendCalls']>[0][] = []
  const asked: string[] = []
  let failure: unknown
  const status: CallsStatus = { id: '0xb1', status: 'success', atomic: true, receipts: [] }
  const calls: SendsCalls = {
    async sendCalls(parameters) {
      if (failure) throw failure
      batches.push(parameters)
      return { id: `0xb${batches.length}` }
    },
    async getCallsStatus({ id }) {
      if (failure) throw failure
      asked.push(id)
      return { ...status, id }
    },
    async getCapabilities({ network }) {
      return { atomic: { status: 'supported' }, chain: network.caipNetworkId }
    },
  }
  return Object.assign(adapter, calls, {
    batches,
    asked,
    failNext(error: unknown) {
      failure = error
    },
  })
}

async function connected<A extends ReturnType<typeof createMemoryAdapter>>(adapter: A) {
  const foyer = createFoyer({ adapters: [adapter], projectId: 'p', storage: null })
  await foyer.connect({ connectorUid: adapter.connector.uid })
  return foyer
}

describe('checkCalls (SPEC §5)', () => {
  const invalid = (calls: unknown) => {
    try {
      checkCalls(calls as WalletCall[])
    } catch (error) {
      return error as { name: string; shortMessage: string; code: string }
    }
    return undefined
  }

  test('a good batch passes', () => {
    expect(
      invalid([
        { to: TO },
        { to: TO, data: '0xa9059cbb', value: 0n },
        { to: TO, value: 10n ** 30n },
      ]),
    ).toBeUndefined()
    expect(invalid(Array.from({ length: MAX_CALLS }, () => ({ to: TO })))).toBeUndefined()
  })

  test.each([
    ['no call', [], 'Invalid calls: at least one call expected'],
    ['not an array', { to: TO }, 'Invalid calls: at least one call expected'],
    [
      'too many',
      Array.from({ length: MAX_CALLS + 1 }, () => ({ to: TO })),
      'Invalid calls: at most 20 calls at once',
    ],
    [
      '"to" without 0x',
      [{ to: TO }, { to: TO.slice(2) }],
      'Invalid calls: call 2: "to" must start with 0x',
    ],
    ['"to" missing', [{ data: '0x' }], 'Invalid calls: call 1: "to" must start with 0x'],
    ['a null call', [null], 'Invalid calls: call 1: "to" must start with 0x'],
    [
      '"data" without 0x',
      [{ to: TO, data: 'a9059cbb' }],
      'Invalid calls: call 1: "data" must start with 0x',
    ],
    [
      '"data" as bytes',
      [{ to: TO, data: new Uint8Array([1]) }],
      'Invalid calls: call 1: "data" must start with 0x',
    ],
    ['"data" null', [{ to: TO, data: null }], 'Invalid calls: call 1: "data" must start with 0x'],
    [
      'value as a number',
      [{ to: TO, value: 1 }],
      'Invalid calls: call 1: "value" must be a bigint of at least 0',
    ],
    [
      'value as a string',
      [{ to: TO, value: '1' }],
      'Invalid calls: call 1: "value" must be a bigint of at least 0',
    ],
    [
      'a negative value',
      [{ to: TO, value: -1n }],
      'Invalid calls: call 1: "value" must be a bigint of at least 0',
    ],
  ])('%s is refused', (_name, calls, message) => {
    expect(invalid(calls)).toMatchObject({
      name: 'InvalidCallsError',
      code: 'INVALID_CALLS',
      shortMessage: message,
    })
  })
})

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

describe('getCallsStatus and getCapabilities', () => {
  test('the status of a batch, from the wallet', async () => {
    const adapter = batchingAdapter()
    const foyer = await connected(adapter)
    await expect(getCallsStatus(foyer, { id: '0xb7' })).resolves.toEqual({
      id: '0xb7',
      status: 'success',
      atomic: true,
      receipts: [],
    })
    expect(adapter.asked).toEqual(['0xb7'])
  })

  test('an id that is empty, no string or absurdly long is refused before the wallet is asked', async () => {
    const adapter = batchingAdapter()
    const foyer = await connected(adapter)
    for (const id of ['', 42, undefined, 'x'.repeat(4097)])
      await expect(getCallsStatus(foyer, { id: id as string })).rejects.toMatchObject({
        name: 'InvalidCallsError',
        shortMessage: 'Invalid calls: a batch id expected',
      })
    expect(adapter.asked).toEqual([])
  })

  test('capabilities for the connected network', async () => {
    const foyer = await connected(batchingAdapter())
    await expect(getCapabilities(foyer)).resolves.toEqual({
      atomic: { status: 'supported' },
      chain: 'eip155:1',
    })
  })
})

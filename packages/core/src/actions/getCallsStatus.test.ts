import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { batchingAdapter, connected } from '../_test/batchingAdapter.js'
import { getCallsStatus } from './getCallsStatus.js'

beforeEach(() => {
  vi.stubGlobal('window', {})
})
afterEach(() => vi.unstubAllGlobals())

describe('getCallsStatus', () => {
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
})

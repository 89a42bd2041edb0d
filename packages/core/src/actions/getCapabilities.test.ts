import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { batchingAdapter, connected } from '../_test/batchingAdapter.js'
import { createMemoryAdapter } from '../_test/memoryAdapter.js'
import { getCapabilities } from './getCapabilities.js'

beforeEach(() => {
  vi.stubGlobal('window', {})
})
afterEach(() => vi.unstubAllGlobals())

describe('getCapabilities', () => {
  test('capabilities for the connected network', async () => {
    const foyer = await connected(batchingAdapter())
    await expect(getCapabilities(foyer)).resolves.toEqual({
      atomic: { status: 'supported' },
      chain: 'eip155:1',
    })
  })

  test('a wallet that cannot batch says so, and nothing connected is not asked', async () => {
    const foyer = await connected(createMemoryAdapter())
    await expect(getCapabilities(foyer)).rejects.toMatchObject({ name: 'CallsNotSupportedError' })
    await foyer.disconnect()
    await expect(getCapabilities(foyer)).rejects.toMatchObject({ name: 'NotConnectedError' })
  })
})

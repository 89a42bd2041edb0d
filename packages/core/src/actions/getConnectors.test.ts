import { expect, test, vi } from 'vitest'
import { createMemorySession } from '../_test/memoryAdapter.js'
import { createTwoFamilyFoyer } from '../_test/twoFamilies.js'
import { getConnectors } from './getConnectors.js'

test('none until the adapters mount (in a browser)', () => {
  expect(getConnectors(createTwoFamilyFoyer().foyer)).toEqual([])
})

test('the wallets the mounted adapters offer, a shared session once', () => {
  vi.stubGlobal('window', {})
  try {
    const { foyer, evm, solana } = createTwoFamilyFoyer({ session: createMemorySession() })
    const connectors = getConnectors(foyer)
    expect(connectors).toBe(foyer.getState().connectors)
    const uids = connectors.map((connector) => connector.uid)
    expect(uids).toEqual(expect.arrayContaining([evm.connector.uid, solana.connector.uid]))
    expect(uids.filter((uid) => uid === 'session-1')).toHaveLength(1)
  } finally {
    vi.unstubAllGlobals()
  }
})

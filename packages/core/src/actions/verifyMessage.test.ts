import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createMemoryAdapter } from '../_test/memoryAdapter.js'
import { createFoyer } from '../createFoyer.js'
import { NotConnectedError } from '../errors/connection.js'
import { CapabilityNotSupportedError } from '../errors/walletActions.js'
import { verifyMessage } from './verifyMessage.js'

// A real signature is checked against the devnet in @foyer/evm's createEvmAdapter.test.ts; here the refusals.
beforeEach(() => {
  vi.stubGlobal('window', {})
})
afterEach(() => vi.unstubAllGlobals())

const parameters = { message: 'hello', signature: '0x00' }

test('nothing connected and no address: NotConnectedError', async () => {
  const foyer = createFoyer({ adapters: [createMemoryAdapter()], projectId: 'p', storage: null })
  await expect(verifyMessage(foyer, parameters)).rejects.toBeInstanceOf(NotConnectedError)
})

test('an adapter that cannot verify says so, naming its namespace', async () => {
  const adapter = createMemoryAdapter()
  const foyer = createFoyer({ adapters: [adapter], projectId: 'p', storage: null })
  await foyer.connect({ connectorUid: adapter.connector.uid })
  await expect(verifyMessage(foyer, parameters)).rejects.toBeInstanceOf(CapabilityNotSupportedError)
})

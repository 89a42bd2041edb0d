import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createMemoryAdapter } from '../_test/memoryAdapter.js'
import { createFoyer } from '../createFoyer.js'
import { NotConnectedError } from '../errors/connection.js'
import { confirmEmailChange } from './confirmEmailChange.js'

beforeEach(() => {
  vi.stubGlobal('window', {})
})
afterEach(() => vi.unstubAllGlobals())

test('a code for an account that is not the embedded wallet’s reaches no wallet', async () => {
  const adapter = createMemoryAdapter()
  const foyer = createFoyer({ adapters: [adapter], projectId: 'p', storage: null })
  await foyer.connect({ connectorUid: adapter.connector.uid })
  for (const step of ['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP'] as const)
    await expect(confirmEmailChange(foyer, { step, otp: '123456' })).rejects.toBeInstanceOf(
      NotConnectedError,
    )
})

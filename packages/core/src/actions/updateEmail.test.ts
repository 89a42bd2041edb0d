import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createMemoryAdapter } from '../_test/memoryAdapter.js'
import { createFoyer } from '../createFoyer.js'
import { NotConnectedError } from '../errors/connection.js'
import { InvalidEmailError } from '../errors/walletActions.js'
import { updateEmail } from './updateEmail.js'

beforeEach(() => {
  vi.stubGlobal('window', {})
})
afterEach(() => vi.unstubAllGlobals())

async function connected() {
  const adapter = createMemoryAdapter()
  const foyer = createFoyer({ adapters: [adapter], projectId: 'p', storage: null })
  await foyer.connect({ connectorUid: adapter.connector.uid })
  return foyer
}

test('an address that is no e-mail is refused before any wallet is asked', async () => {
  await expect(updateEmail(await connected(), { email: 'not-an-email' })).rejects.toBeInstanceOf(
    InvalidEmailError,
  )
})

test('an account that is not the embedded wallet’s has no e-mail to change', async () => {
  await expect(
    updateEmail(await connected(), { email: 'visitor@example.com' }),
  ).rejects.toBeInstanceOf(NotConnectedError)
})

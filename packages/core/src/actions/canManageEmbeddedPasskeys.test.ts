import { expect, test } from 'vitest'
import { inABrowserLikePage } from '../_test/browserLike.js'
import { connectedEmbedded, PASSKEY_PAGE } from '../_test/embeddedWallet.js'
import { createMemoryAdapter, createMemorySession } from '../_test/memoryAdapter.js'
import { createFoyer } from '../createFoyer.js'
import { canManageEmbeddedPasskeys } from './canManageEmbeddedPasskeys.js'

// Listing and adding passkeys (getEmbeddedPasskeys, addEmbeddedPasskey) are for an account the embedded
// wallet connected, whose wallet has passkeys; a passkey step of a login is cancelled when the modal closes.

inABrowserLikePage()

test('true for the embedded wallet’s account with passkeys; false for another wallet’s or one without', async () => {
  expect(canManageEmbeddedPasskeys((await connectedEmbedded()).foyer)).toBe(true)
  expect(canManageEmbeddedPasskeys((await connectedEmbedded({ passkeys: false })).foyer)).toBe(
    false,
  )
  const plain = createFoyer({ adapters: [createMemoryAdapter()], projectId: 'p', storage: null })
  expect(canManageEmbeddedPasskeys(plain)).toBe(false)
  await plain.connect({ connectorUid: 'memory-1' })
  expect(canManageEmbeddedPasskeys(plain)).toBe(false)
})

test('closing the modal cancels a login waiting on the passkey page; another step is left alone', async () => {
  const session = createMemorySession({ namespaces: ['eip155'] })
  const adapter = createMemoryAdapter({ session })
  const foyer = createFoyer({ adapters: [adapter], projectId: 'p', storage: null })
  const aborted: string[] = []
  adapter.connect = ({ flow, passkey: withPasskey }) => {
    flow.step(
      withPasskey
        ? { type: 'awaitPasskey', ceremony: 'sign-in', page: PASSKEY_PAGE }
        : { type: 'awaitOtp', email: 'ada@example.com' },
    )
    return new Promise((_resolve, reject) =>
      flow.signal.addEventListener('abort', () => {
        aborted.push(withPasskey ? 'passkey' : 'otp')
        reject(flow.signal.reason)
      }),
    )
  }
  foyer.open()
  const otp = foyer.connect({ connectorUid: session.connector.uid, email: 'ada@example.com' })
  foyer.close()
  expect(aborted).toEqual([])
  foyer.open()
  // The new connect aborts the one before it (core's rule), then waits on the passkey page.
  const signIn = foyer.connect({ connectorUid: session.connector.uid, passkey: true })
  await expect(otp).rejects.toThrow()
  expect(foyer.getState().connectFlow?.step?.type).toBe('awaitPasskey')
  foyer.close()
  await expect(signIn).rejects.toThrow()
  expect(aborted).toEqual(['otp', 'passkey'])
})

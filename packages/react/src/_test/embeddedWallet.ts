// Test-only helpers for the account views only an embedded wallet has (Devices, Passkeys, Update e-mail): a
// Foyer whose memory wallet is an embedded one, signed in as visitor@example.com.
import type { ManagesEmbeddedWallet } from '@foyer/core/adapter'
import { createMemorySession } from '../../../core/src/_test/memoryAdapter.js'
import { connectOnPageAndOpen, createTestFoyer } from './render.js'

/**
 * A Foyer on an embedded memory wallet for visitor@example.com on eip155. `otp`, when given, is the code its
 * sign-in and e-mail changes ask for; `methods` stand in for the wallet's account actions a test drives.
 */
export function createEmbeddedWalletFoyer({
  otp,
  methods = {},
}: {
  otp?: string
  methods?: Partial<ManagesEmbeddedWallet>
} = {}) {
  const session = createMemorySession({
    ...(otp === undefined ? {} : { otp }),
    email: 'visitor@example.com',
    namespaces: ['eip155'],
  })
  const foyer = createTestFoyer({ session })
  Object.assign(foyer.adapter, methods)
  return { foyer, session }
}

/** The embedded wallet (with `methods`) connected and the modal open on Account; the foyer and its shadow root. */
export async function openEmbeddedWalletAccount(methods: Partial<ManagesEmbeddedWallet>) {
  const { foyer, session } = createEmbeddedWalletFoyer({ methods })
  const shadow = await connectOnPageAndOpen(foyer, session.connector.uid)
  return { foyer, shadow }
}

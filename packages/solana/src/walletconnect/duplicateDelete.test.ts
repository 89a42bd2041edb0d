// The page's side of a WalletConnect session meets a delete the relay delivers twice (at least once: a wallet's
// "disconnect" can arrive again after the first copy ended the session). sign-client 2.21.8 checks such a copy
// without awaiting the check, so without Foyer's guard the host's page gets an uncaught rejection. The SDK
// here is the real universal provider the Solana adapter loads; the copy is handed to its request queue as
// the relay's message would be.
import {
  createSessionHub,
  type WalletConnectSettings,
  walletConnectCoreParts,
  walletConnectSessionOwner,
} from '@foyer/core/adapter'
import { deliverSessionDeleteCopy } from '@foyer/test/walletconnect'
import { expect, test } from 'vitest'

test('a session delete for a session the page no longer has is dropped, not an uncaught rejection', async () => {
  const settings: WalletConnectSettings = {
    projectId: 'foyer-dev',
    // Never dialled: the SDK opens its socket only once it has a topic.
    relayUrl: 'ws://127.0.0.1:9',
    metadata: { name: 'Copy', description: 'Copy', url: 'http://127.0.0.1', icons: [] },
  }
  const owner = walletConnectSessionOwner({
    hub: createSessionHub(),
    settings,
    loadSdk: () =>
      import('@walletconnect/universal-provider').then((module) => module.UniversalProvider),
    core: walletConnectCoreParts(settings),
    alert: () => {},
    onDisplayUri: () => {},
    onDeleted: () => {},
  })
  const up = await owner.provider()
  expect(await deliverSessionDeleteCopy(up.client.engine, 'cd'.repeat(32))).toEqual([])
})

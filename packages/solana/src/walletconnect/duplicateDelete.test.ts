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
import { afterEach, expect, test } from 'vitest'

const rejections: unknown[] = []
const record = (reason: unknown) => rejections.push(reason)
afterEach(() => {
  process.off('unhandledRejection', record)
})

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
  process.on('unhandledRejection', record)
  const engine = up.client.engine as unknown as {
    processRequest(event: { topic: string; payload: unknown; transportType: string }): Promise<void>
  }
  await engine.processRequest({
    topic: 'cd'.repeat(32),
    payload: {
      id: 1,
      jsonrpc: '2.0',
      method: 'wc_sessionDelete',
      params: { code: 6000, message: 'User disconnected.' },
    },
    transportType: 'relay',
  })
  // A rejection nobody handles is reported after the microtasks of this turn: wait one turn of the loop.
  await new Promise((resolve) => setImmediate(resolve))
  expect(rejections).toEqual([])
})

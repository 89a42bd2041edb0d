import { SignClient } from '@walletconnect/sign-client'
import { afterEach, expect, test } from 'vitest'
import { dropDeletesOfEndedSessions } from './dropDeletesOfEndedSessions.js'

const rejections: unknown[] = []
const record = (reason: unknown) => rejections.push(reason)
afterEach(() => {
  process.off('unhandledRejection', record)
})

// The copy as the relay delivers it: a wc_sessionDelete on a topic the wallet has no session for (any more).
// Without the guard the SDK's unawaited check rejects, and Vitest reports an unhandled error on top of this
// test's own failure.
test('a session delete for a session the wallet does not have is dropped, not rejected unhandled', async () => {
  const client = await SignClient.init({
    projectId: 'foyer-dev',
    // Never dialled: the client opens its socket only once it has a topic.
    relayUrl: 'ws://127.0.0.1:9',
    customStoragePrefix: `foyer-drop-deletes-${Math.random()}`,
    logger: 'silent',
    telemetryEnabled: false,
    metadata: { name: 'Copy', description: 'Copy', url: 'http://127.0.0.1', icons: [] },
  })
  dropDeletesOfEndedSessions(client)
  process.on('unhandledRejection', record)
  const engine = client.engine as unknown as {
    processRequest(event: { topic: string; payload: unknown; transportType: string }): Promise<void>
  }
  await engine.processRequest({
    topic: 'ab'.repeat(32),
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

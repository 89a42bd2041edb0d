import { SignClient } from '@walletconnect/sign-client'
import { expect, test } from 'vitest'
import { dropDeletesOfEndedSessions } from './dropDeletesOfEndedSessions.js'
import { deliverSessionDeleteCopy } from './sessionDeleteCopy.js'

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
  expect(await deliverSessionDeleteCopy(client.engine, 'ab'.repeat(32))).toEqual([])
})

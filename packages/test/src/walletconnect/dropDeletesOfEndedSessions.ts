import type { SignClient } from '@walletconnect/sign-client'

type Client = InstanceType<typeof SignClient>

type DeleteHandler = (topic: string, payload: unknown) => Promise<void>

/**
 * Drops a session delete for a session the wallet no longer has, as a wallet app does: a second copy (the
 * relay's, or the SDK's own hand-over of a message not yet marked done) made sign-client 2.21.8 reject
 * unhandled (why: @foyer/core's
 * `walletconnect/dropDeletesOfEndedSessions.ts`, the page's side of the same guard; this package does not
 * depend on core). In Vitest an unhandled rejection fails the whole run.
 */
export function dropDeletesOfEndedSessions(client: Client): void {
  const engine = client.engine as unknown as { onSessionDeleteRequest: DeleteHandler }
  const handle = engine.onSessionDeleteRequest.bind(engine)
  engine.onSessionDeleteRequest = async (topic, payload) => {
    if (!client.session.keys.includes(topic)) return
    await handle(topic, payload)
  }
}

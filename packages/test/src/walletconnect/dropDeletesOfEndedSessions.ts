import type { SignClient } from '@walletconnect/sign-client'

type Client = InstanceType<typeof SignClient>

type DeleteHandler = (topic: string, payload: unknown) => Promise<void>

/**
 * Drops a session delete for a session the wallet no longer has, as a wallet app does. The relay delivers at
 * least once, and on a loaded machine a delete can come twice (its copy reaches the SDK after the first has
 * ended the session and cleared the topic's seen messages). sign-client 2.21.8 then validates the copy
 * without awaiting it (`onSessionDeleteRequest`): "Record was recently deleted" rejects with nobody to catch
 * it, which in a browser is a console line and in Vitest fails the whole run.
 */
export function dropDeletesOfEndedSessions(client: Client): void {
  const engine = client.engine as unknown as { onSessionDeleteRequest: DeleteHandler }
  const handle = engine.onSessionDeleteRequest.bind(engine)
  engine.onSessionDeleteRequest = async (topic, payload) => {
    if (!client.session.keys.includes(topic)) return
    await handle(topic, payload)
  }
}

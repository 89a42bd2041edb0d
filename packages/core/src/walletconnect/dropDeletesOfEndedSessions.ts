/** The part of sign-client (2.21.8) the guard uses: its sessions and the engine's handler of a session delete. */
export type SessionDeleteHandling = {
  session: { keys: readonly string[] }
  engine: unknown
}

type DeleteHandler = (topic: string, payload: unknown) => Promise<void>

/**
 * Drops a session delete for a session the client no longer has. The relay delivers at least once, and a delete
 * can come twice (its copy reaches the SDK after the first has ended the session and cleared the topic's seen
 * messages). sign-client 2.21.8 then validates the copy without awaiting it (`onSessionDeleteRequest`):
 * "Record was recently deleted" rejects with nobody to catch it — an uncaught error on the host's page.
 * The wallets' side of the tests (@foyer/test's WalletConnect wallet) guards its client the same way.
 */
export function dropDeletesOfEndedSessions(client: SessionDeleteHandling): void {
  const engine = client.engine as { onSessionDeleteRequest?: DeleteHandler }
  const handle = engine.onSessionDeleteRequest?.bind(engine)
  if (!handle) return
  engine.onSessionDeleteRequest = async (topic, payload) => {
    if (!client.session.keys.includes(topic)) return
    await handle(topic, payload)
  }
}

/** The part of sign-client (2.21.8) the guard uses: its sessions and the engine's handler of a session delete. */
export type SessionDeleteHandling = {
  session: { keys: readonly string[] }
  engine: unknown
}

type DeleteHandler = (topic: string, payload: unknown) => Promise<void>

/**
 * Drops a session delete for a session the client no longer has. A delete can reach the SDK's engine twice: a
 * relay delivers at least once, and sign-client 2.21.8 itself hands the engine again, a second after it starts,
 * the messages of a live session it has not marked done (`processPendingMessageEvents`; on a busy machine that
 * lands while the delete is being handled: docs/toolchain.md). It then validates the copy without awaiting it
 * (`onSessionDeleteRequest`):
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

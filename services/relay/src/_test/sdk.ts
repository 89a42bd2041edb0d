import { dropDeletesOfEndedSessions } from '@foyer/test/walletconnect'
import { SignClient } from '@walletconnect/sign-client'
import { afterAll } from 'vitest'

type Sdk = Awaited<ReturnType<typeof SignClient.init>>

const started: Sdk[] = []
afterAll(() => Promise.all(started.splice(0).map(stopSdk)))

/**
 * The real SDK (@walletconnect/sign-client 2.21.8) on `relayUrl`: in memory, silent, stopped after the file.
 * With the guard every Foyer client of the SDK has (the page's owner in @foyer/core, the test wallets): on a
 * busy machine the SDK hands itself a session delete twice from one delivery (docs/toolchain.md, "a copy
 * of a session delete"), and the second one's unawaited check rejects with nobody to catch it.
 */
export async function startSdk(name: string, relayUrl: string): Promise<Sdk> {
  const client = await SignClient.init({
    projectId: 'foyer-dev',
    relayUrl,
    customStoragePrefix: `${name}-${Math.random()}`,
    logger: 'silent',
    telemetryEnabled: false,
    metadata: { name, description: name, url: 'http://127.0.0.1', icons: [] },
  })
  dropDeletesOfEndedSessions(client)
  started.push(client)
  return client
}

/**
 * Ends an SDK for good: its heartbeat as well as its socket. Closing the socket alone is not enough: the SDK
 * retries a publish still queued on every 5 s heartbeat, which opens the socket again, and that retry's
 * failure is an unhandled rejection — in the services project's one process it lands in whichever file runs
 * next (session 32's CI: `Unavailable WS RPC url` during wallets/import.test.ts).
 */
export async function stopSdk(client: Sdk): Promise<void> {
  client.core.heartbeat.stop()
  await client.core.relayer.transportClose().catch(() => {})
}

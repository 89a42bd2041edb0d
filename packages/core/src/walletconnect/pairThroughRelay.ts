import type { UniversalProviderLike } from './universalProvider.js'

/** How long the relay has to hand out a pairing link before the visitor is told it cannot be reached. */
const URI_WAIT_MS = 10_000
/** How long a relay connection lost while pairing may take to come back before the visitor is told. */
const RELAY_LOST_WAIT_MS = 5_000

/**
 * Runs a pairing and fails it with `relayUnreachable()` instead of waiting forever (what the SDK does
 * offline): when no pairing link comes within URI_WAIT_MS, or the relay connection drops and stays down
 * for RELAY_LOST_WAIT_MS while the wallet has not answered.
 */
export function pairThroughRelay<T>(
  up: UniversalProviderLike,
  pair: () => Promise<T>,
  relayUnreachable: () => Error,
): Promise<T> {
  const relayer = up.client.core.relayer
  return new Promise<T>((resolve, reject) => {
    let lost: ReturnType<typeof setTimeout> | undefined
    const fail = () => {
      stop()
      reject(relayUnreachable())
    }
    let waitingForUri: ReturnType<typeof setTimeout> | undefined = setTimeout(fail, URI_WAIT_MS)
    const onUri = () => {
      clearTimeout(waitingForUri)
      waitingForUri = undefined
    }
    const onDisconnect = () => {
      lost ??= setTimeout(fail, RELAY_LOST_WAIT_MS)
    }
    const onConnect = () => {
      clearTimeout(lost)
      lost = undefined
    }
    const stop = () => {
      clearTimeout(waitingForUri)
      clearTimeout(lost)
      up.off('display_uri', onUri)
      relayer.off('relayer_disconnect', onDisconnect)
      relayer.off('relayer_connect', onConnect)
    }
    up.on('display_uri', onUri)
    relayer.on('relayer_disconnect', onDisconnect)
    relayer.on('relayer_connect', onConnect)
    if (!relayer.connected) onDisconnect()
    pair().then(
      (value) => {
        stop()
        resolve(value)
      },
      (error: unknown) => {
        stop()
        reject(error)
      },
    )
  })
}

import type { SignClient } from '@walletconnect/sign-client'
import type { JsonRpcRecord, SessionTypes } from '@walletconnect/types'

/**
 * Updates a session's namespaces and resolves once the dApp has answered the update (rejects on its error).
 *
 * Not through the SDK's own `acknowledged()`: its delayed promise (`createDelayedPromise`,
 * @walletconnect/utils 2.21.8) drops an answer that arrives before `acknowledged()` is called, and then
 * waits its five minutes. That happens whenever the dApp answers before the relay acknowledges the publish
 * — on a busy machine, often: the walletconnect spec's switch to a chain the wallet adds stayed pending.
 * The client's request history records every answer whenever it comes, so this listens there, from
 * before the update is sent.
 */
export async function updateSession(
  client: InstanceType<typeof SignClient>,
  topic: string,
  namespaces: SessionTypes.Namespaces,
): Promise<void> {
  const history = client.core.history
  const earlier = new Set(history.records.keys())
  let onUpdated: ((record: JsonRpcRecord) => void) | undefined
  const answered = new Promise<void>((resolve, reject) => {
    onUpdated = (record) => {
      if (earlier.has(record.id) || record.topic !== topic) return
      if (record.request.method !== 'wc_sessionUpdate' || !record.response) return
      const { response } = record
      if ('error' in response)
        reject(Object.assign(new Error(response.error.message), response.error))
      else resolve()
    }
    history.events.on('history_updated', onUpdated)
  })
  try {
    await client.update({ topic, namespaces })
    await answered
  } finally {
    history.events.off('history_updated', onUpdated as never)
  }
}

/**
 * Hands a sign-client's engine a copy of a `wc_sessionDelete` for `topic`, as the relay's second delivery would
 * reach its request queue, and resolves once a rejection nobody handles would have been reported (one turn of
 * the event loop after the queue's microtasks). Answers the unhandled rejections seen meanwhile.
 */
export async function deliverSessionDeleteCopy(engine: unknown, topic: string): Promise<unknown[]> {
  const rejections: unknown[] = []
  const record = (reason: unknown) => rejections.push(reason)
  process.on('unhandledRejection', record)
  try {
    await (
      engine as {
        processRequest(event: {
          topic: string
          payload: unknown
          transportType: string
        }): Promise<void>
      }
    ).processRequest({
      topic,
      payload: {
        id: 1,
        jsonrpc: '2.0',
        method: 'wc_sessionDelete',
        params: { code: 6000, message: 'User disconnected.' },
      },
      transportType: 'relay',
    })
    await new Promise((resolve) => setImmediate(resolve))
    return rejections
  } finally {
    process.off('unhandledRejection', record)
  }
}

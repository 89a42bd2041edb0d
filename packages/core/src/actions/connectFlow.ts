import type { ConnectAnswer, ConnectFlow, ConnectStep } from '../connectors/flow.js'
import { ConnectAbortedError } from '../errors/connection.js'
import { applyConnectFlow } from '../state/walletActionWrites.js'
import type { FoyerContext, RunningConnectFlow } from '../types/instance.js'

/**
 * Starts the flow of a connect through `connectorUid`, aborting one already under way (the visitor went
 * back and chose another wallet). The adapter reports steps through it; `endConnectFlow` clears it.
 */
export function startConnectFlow(foyer: FoyerContext, connectorUid: string): ConnectFlow {
  foyer.internal.connectFlow?.controller.abort(new ConnectAbortedError())
  const running: RunningConnectFlow = { controller: new AbortController(), answer: undefined }
  foyer.internal.connectFlow = running
  applyConnectFlow(foyer, { connectorUid, step: undefined })
  const { signal } = running.controller
  const current = () => foyer.internal.connectFlow === running
  return {
    signal,
    step(step: ConnectStep) {
      if (current() && !signal.aborted) applyConnectFlow(foyer, { connectorUid, step })
    },
    answer() {
      return new Promise<ConnectAnswer>((resolve, reject) => {
        if (signal.aborted) return reject(signal.reason)
        running.answer = (value) => {
          running.answer = undefined
          resolve(value)
        }
        signal.addEventListener('abort', () => reject(signal.reason), { once: true })
      })
    },
  }
}

/** Clears a finished flow's state, unless another one has started since. */
export function endConnectFlow(foyer: FoyerContext, flow: ConnectFlow): void {
  const running = foyer.internal.connectFlow
  if (!running || running.controller.signal !== flow.signal) return
  foyer.internal.connectFlow = undefined
  applyConnectFlow(foyer, undefined)
}

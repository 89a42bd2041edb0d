/** Things that happen in the modal, for hosts' analytics and for tests. */
export type FoyerEvent =
  | { type: 'MODAL_OPEN'; view: string }
  | { type: 'MODAL_CLOSE' }
  | { type: 'CONNECT_STARTED'; walletId: string }
  | { type: 'CONNECT_SUCCESS'; walletId: string; namespace: string }
  | { type: 'CONNECT_ERROR'; walletId: string; message: string }
  | { type: 'DISCONNECT_SUCCESS' }
  | { type: 'DISCONNECT_ERROR'; message: string }
  | { type: 'SWITCH_NETWORK'; caipNetworkId: string }
  | { type: 'SIGN_MESSAGE_SUCCESS' }
  | { type: 'SIGN_MESSAGE_ERROR'; message: string }
  | { type: 'SIGN_IN_SUCCESS'; account: string }
  | { type: 'SIGN_IN_ERROR'; message: string }
  | { type: 'SIGN_OUT' }
  | { type: 'PAY_STARTED'; asset: string; amount: string }
  | { type: 'PAY_SUCCESS'; transactionHash: string; via: 'wallet' | 'onramp' }
  | { type: 'PAY_ERROR'; message: string }
  | { type: 'PAY_CANCELLED' }

/** A FoyerEvent with when it happened. */
export type TimedFoyerEvent = FoyerEvent & { timestamp: number }

/** A small typed listener list, one per instance. */
export type EventBus = {
  emit(event: FoyerEvent): void
  subscribe(listener: (event: TimedFoyerEvent) => void): () => void
  last(): TimedFoyerEvent | undefined
}

/** Creates an instance's event bus. A listener that throws never breaks the modal. */
export function createEventBus(): EventBus {
  const listeners = new Set<(event: TimedFoyerEvent) => void>()
  let latest: TimedFoyerEvent | undefined
  return {
    emit(event) {
      latest = { ...event, timestamp: Date.now() }
      for (const listener of listeners) {
        try {
          listener(latest)
        } catch (error) {
          console.error('[foyer] event listener failed', error)
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    last: () => latest,
  }
}

type Listener = (...args: never[]) => void

/** A tiny event emitter for the EIP-1193 provider events. */
export function createEmitter() {
  const listeners = new Map<string, Set<Listener>>()
  return {
    on(event: string, listener: Listener): void {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    off(event: string, listener: Listener): void {
      listeners.get(event)?.delete(listener)
    },
    emit(event: string, ...args: unknown[]): void {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        ;(listener as (...a: unknown[]) => void)(...args)
      }
    },
  }
}

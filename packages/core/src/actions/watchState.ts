import type { FoyerState } from '../state/types.js'
import type { FoyerContext } from '../types/instance.js'

export type WatchStateReturnType = () => void
/** It does not throw. */
export type WatchStateErrorType = never

/** The arguments after the instance. */
export type WatchStateParameters<T> = [
  select: (state: FoyerState) => T,
  onChange: (value: T, previous: T) => void,
]

/** Calls `onChange` when the selected slice changes (by identity); returns an unsubscribe. */
export function watchState<T>(
  foyer: FoyerContext,
  select: (state: FoyerState) => T,
  onChange: (value: T, previous: T) => void,
): () => void {
  let previous = select(foyer.store.getState())
  return foyer.store.subscribe((state) => {
    const next = select(state)
    if (Object.is(next, previous)) return
    const before = previous
    previous = next
    onChange(next, before)
  })
}

import type { TimedFoyerEvent } from '@foyer/core'
import { useSyncExternalStore } from 'react'
import { useFoyer } from './useFoyer.js'

/** The last thing that happened in the modal (open, connect, errors…), for analytics or tests. */
export function useFoyerEvents(): TimedFoyerEvent | undefined {
  const { events } = useFoyer()
  return useSyncExternalStore(events.subscribe, events.last, events.last)
}

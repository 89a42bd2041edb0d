import { useSyncExternalStore } from 'react'
import type { AppKitEventState } from '../client/events.js'
import { registeredAppKit } from '../client/registry.js'

/**
 * AppKit's `useAppKitEvents()`: the last event, `{ timestamp, data: { type: 'track', event, properties } }`
 * (MODAL_CREATED before any other; client/events.ts maps Foyer's names to AppKit's).
 */
export function useAppKitEvents(): AppKitEventState {
  const appKit = registeredAppKit()
  return useSyncExternalStore(appKit.subscribeEvents, appKit.getEvent, appKit.getEvent)
}

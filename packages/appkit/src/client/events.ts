import type { FoyerEvent, TimedFoyerEvent } from '@foyer/core'

/** An event as AppKit's `useAppKitEvents().data` has it. */
export type AppKitEvent = {
  type: 'track'
  /** AppKit's name where Foyer's event is one of AppKit's (below), else Foyer's (SIGN_MESSAGE_SUCCESS…). */
  event: string
  /** Foyer's fields of the event (walletId, namespace, message, view…). */
  properties?: Record<string, unknown> | undefined
}

/** What `useAppKitEvents()` and `getEvent()` return: the last event and when it happened. */
export type AppKitEventState = { timestamp: number; data: AppKitEvent }

/**
 * Foyer's events that AppKit names otherwise. The others (MODAL_OPEN, MODAL_CLOSE, CONNECT_SUCCESS,
 * CONNECT_ERROR, DISCONNECT_SUCCESS, DISCONNECT_ERROR, SWITCH_NETWORK, PAY_SUCCESS, PAY_ERROR) have AppKit's
 * names already; Foyer's own (SIGN_MESSAGE_*, SIGN_OUT, PAY_CANCELLED) keep theirs.
 */
const APPKIT_NAMES: Partial<Record<FoyerEvent['type'], string>> = {
  CONNECT_STARTED: 'SELECT_WALLET',
  SIGN_IN_SUCCESS: 'SIWX_AUTH_SUCCESS',
  SIGN_IN_ERROR: 'SIWX_AUTH_ERROR',
  PAY_STARTED: 'PAY_INITIATED',
}

/** A Foyer event as AppKit's; before any event, AppKit's first one (MODAL_CREATED) at `createdAt`. */
export function toAppKitEvent(
  event: TimedFoyerEvent | undefined,
  createdAt: number,
): AppKitEventState {
  if (!event) return { timestamp: createdAt, data: { type: 'track', event: 'MODAL_CREATED' } }
  const { type, timestamp, ...properties } = event
  return {
    timestamp,
    data: {
      type: 'track',
      event: APPKIT_NAMES[type] ?? type,
      ...(Object.keys(properties).length ? { properties } : {}),
    },
  }
}

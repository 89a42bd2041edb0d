import { useMemo } from 'react'
import { registeredAppKit } from '../client/registry.js'
import type { OpenOptions } from '../client/views.js'

export type UseAppKitReturnType = {
  /** Opens the modal (on `view`, or Connect / Account); rejects for what Foyer cannot show. */
  open(options?: OpenOptions): Promise<void>
  close(): Promise<void>
}

/** AppKit's `useAppKit()`: opens and closes the modal of the page's createAppKit. */
export function useAppKit(): UseAppKitReturnType {
  const appKit = registeredAppKit()
  return useMemo(() => ({ open: appKit.open, close: appKit.close }), [appKit])
}

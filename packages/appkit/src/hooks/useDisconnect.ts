import type { Namespace } from '@foyer/core'
import { useMemo } from 'react'
import { registeredAppKit } from '../client/registry.js'
import { AppKitCompatError } from '../errors.js'

export type DisconnectParameters = {
  namespace?: Namespace | undefined
  /** Not supported: Foyer connects one wallet per chain family, so it disconnects by namespace. */
  id?: never
}

export type UseDisconnectReturnType = {
  /** Disconnects one namespace, or every one. */
  disconnect(parameters?: DisconnectParameters): Promise<void>
}

/** AppKit's `useDisconnect()`. */
export function useDisconnect(): UseDisconnectReturnType {
  const appKit = registeredAppKit()
  return useMemo(
    () => ({
      async disconnect(parameters: DisconnectParameters = {}) {
        if (parameters.id !== undefined)
          throw new AppKitCompatError([
            'disconnect({ id }) is not supported: Foyer connects one wallet per chain family; disconnect by namespace',
          ])
        await appKit.disconnect(parameters.namespace)
      },
    }),
    [appKit],
  )
}

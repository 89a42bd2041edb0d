import { type DisconnectParameters, disconnect } from '@foyer/core'
import { useMemo } from '../reactBindings.js'
import { useFoyer } from './useFoyer.js'

/** Disconnects one namespace, or all of them. */
export function useDisconnect(): { disconnect(parameters?: DisconnectParameters): Promise<void> } {
  const foyer = useFoyer()
  return useMemo(
    () => ({ disconnect: (parameters?: DisconnectParameters) => disconnect(foyer, parameters) }),
    [foyer],
  )
}

import {
  type DisconnectErrorType,
  type DisconnectParameters,
  disconnectMutationOptions,
} from '@foyer/core'
import { useMemo } from 'react'
import { useFoyer } from './useFoyer.js'
import { type UseMutationReturnType, useMutation } from './useMutation.js'

export type UseDisconnectReturnType = Omit<
  UseMutationReturnType<void, DisconnectErrorType, DisconnectParameters | undefined>,
  'mutate' | 'mutateAsync'
> & {
  disconnect(parameters?: DisconnectParameters): void
  disconnectAsync(parameters?: DisconnectParameters): Promise<void>
}

/** Disconnects one namespace, or all of them (a session's namespaces go together); with pending and error. */
export function useDisconnect(): UseDisconnectReturnType {
  const foyer = useFoyer()
  const options = useMemo(() => disconnectMutationOptions(foyer), [foyer])
  const { mutate, mutateAsync, ...result } = useMutation<
    void,
    DisconnectParameters | undefined,
    DisconnectErrorType
  >(options)
  return {
    ...result,
    disconnect: (parameters?: DisconnectParameters) => mutate(parameters),
    disconnectAsync: (parameters?: DisconnectParameters) => mutateAsync(parameters),
  }
}

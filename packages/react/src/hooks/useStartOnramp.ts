import {
  type StartOnrampErrorType,
  type StartOnrampParameters,
  type StartOnrampReturnType,
  startOnrampMutationOptions,
} from '@foyer/core'
import { useMemo } from 'react'
import { useFoyer } from './useFoyer.js'
import { type UseMutationReturnType, useMutation } from './useMutation.js'

export type UseStartOnrampReturnType = UseMutationReturnType<
  StartOnrampReturnType,
  StartOnrampErrorType,
  StartOnrampParameters
>

/** Starts a purchase: `startAsync(…)` answers the checkout URL to open. */
export function useStartOnramp(): UseStartOnrampReturnType {
  const foyer = useFoyer()
  const options = useMemo(() => startOnrampMutationOptions(foyer), [foyer])
  return useMutation<StartOnrampReturnType, StartOnrampParameters, StartOnrampErrorType>(options)
}

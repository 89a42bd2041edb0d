import {
  type SwitchNetworkErrorType,
  type SwitchNetworkParameters,
  switchNetworkMutationOptions,
} from '@foyer/core'
import { useMemo } from 'react'
import { useFoyer } from './useFoyer.js'
import { type UseMutationReturnType, useMutation } from './useMutation.js'

export type UseSwitchNetworkReturnType = Omit<
  UseMutationReturnType<void, SwitchNetworkErrorType, SwitchNetworkParameters>,
  'mutate' | 'mutateAsync'
> & {
  switchNetwork(parameters: SwitchNetworkParameters): void
  switchNetworkAsync(parameters: SwitchNetworkParameters): Promise<void>
}

/** Switches network (the wallet switches when connected); with pending and error state. */
export function useSwitchNetwork(): UseSwitchNetworkReturnType {
  const foyer = useFoyer()
  const options = useMemo(() => switchNetworkMutationOptions(foyer), [foyer])
  const { mutate, mutateAsync, ...result } = useMutation<
    void,
    SwitchNetworkParameters,
    SwitchNetworkErrorType
  >(options)
  return { ...result, switchNetwork: mutate, switchNetworkAsync: mutateAsync }
}

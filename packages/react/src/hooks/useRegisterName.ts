import {
  type RegisterNameErrorType,
  type RegisterNameParameters,
  type RegisterNameReturnType,
  registerNameMutationOptions,
} from '@foyer/core'
import { useMemo } from 'react'
import { useFoyer } from './useFoyer.js'
import { type UseMutationReturnType, useMutation } from './useMutation.js'

export type UseRegisterNameReturnType = Omit<
  UseMutationReturnType<RegisterNameReturnType, RegisterNameErrorType, RegisterNameParameters>,
  'mutate' | 'mutateAsync'
> & {
  registerName(parameters: RegisterNameParameters): void
  registerNameAsync(parameters: RegisterNameParameters): Promise<RegisterNameReturnType>
}

/**
 * Registers a wallet name for the connected EVM account (headless: the modal's own views run the same
 * action through their flow). The wallet signs; the name then shows wherever the address would.
 */
export function useRegisterName(): UseRegisterNameReturnType {
  const foyer = useFoyer()
  const options = useMemo(() => registerNameMutationOptions(foyer), [foyer])
  const { mutate, mutateAsync, ...result } = useMutation<
    RegisterNameReturnType,
    RegisterNameParameters,
    RegisterNameErrorType
  >(options)
  return { ...result, registerName: mutate, registerNameAsync: mutateAsync }
}

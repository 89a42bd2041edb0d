import {
  type SetPreferredAccountTypeErrorType,
  type SetPreferredAccountTypeParameters,
  type SetPreferredAccountTypeReturnType,
  setPreferredAccountTypeMutationOptions,
} from '@foyer/core'
import { useMemo } from 'react'
import { useFoyer } from './useFoyer.js'
import { type UseMutationReturnType, useMutation } from './useMutation.js'

export type UseSetPreferredAccountTypeReturnType = Omit<
  UseMutationReturnType<
    SetPreferredAccountTypeReturnType,
    SetPreferredAccountTypeErrorType,
    SetPreferredAccountTypeParameters
  >,
  'mutate' | 'mutateAsync'
> & {
  setPreferredAccountType(parameters: SetPreferredAccountTypeParameters): void
  setPreferredAccountTypeAsync(
    parameters: SetPreferredAccountTypeParameters,
  ): Promise<SetPreferredAccountTypeReturnType>
}

/**
 * Switches the embedded wallet's account between its smart account and its EOA (SPEC §3), with pending and
 * error; `usePreferredAccountType` adds the account's type and whether it can switch.
 */
export function useSetPreferredAccountType(): UseSetPreferredAccountTypeReturnType {
  const foyer = useFoyer()
  const options = useMemo(() => setPreferredAccountTypeMutationOptions(foyer), [foyer])
  const { mutate, mutateAsync, ...result } = useMutation<
    SetPreferredAccountTypeReturnType,
    SetPreferredAccountTypeParameters,
    SetPreferredAccountTypeErrorType
  >(options)
  return { ...result, setPreferredAccountType: mutate, setPreferredAccountTypeAsync: mutateAsync }
}

import {
  type UpdateEmailErrorType,
  type UpdateEmailParameters,
  type UpdateEmailReturnType,
  updateEmailMutationOptions,
} from '@foyer/core'
import { useMemo } from 'react'
import { useFoyer } from './useFoyer.js'
import { type UseMutationReturnType, useMutation } from './useMutation.js'

export type UseUpdateEmailReturnType = Omit<
  UseMutationReturnType<UpdateEmailReturnType, UpdateEmailErrorType, UpdateEmailParameters>,
  'mutate' | 'mutateAsync'
> & {
  updateEmail(parameters: UpdateEmailParameters): void
  updateEmailAsync(parameters: UpdateEmailParameters): Promise<UpdateEmailReturnType>
}

/**
 * Starts changing the embedded wallet's e-mail: `updateEmail({ email })`, then a code goes to the current
 * address; answer it with `useConfirmEmailChange`.
 */
export function useUpdateEmail(): UseUpdateEmailReturnType {
  const foyer = useFoyer()
  const options = useMemo(() => updateEmailMutationOptions(foyer), [foyer])
  const { mutate, mutateAsync, ...result } = useMutation<
    UpdateEmailReturnType,
    UpdateEmailParameters,
    UpdateEmailErrorType
  >(options)
  return { ...result, updateEmail: mutate, updateEmailAsync: mutateAsync }
}

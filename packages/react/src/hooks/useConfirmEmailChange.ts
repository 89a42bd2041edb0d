import {
  type ConfirmEmailChangeErrorType,
  type ConfirmEmailChangeParameters,
  type ConfirmEmailChangeReturnType,
  confirmEmailChangeMutationOptions,
} from '@foyer/core'
import { useMemo } from 'react'
import { useFoyer } from './useFoyer.js'
import { type UseMutationReturnType, useMutation } from './useMutation.js'

export type UseConfirmEmailChangeReturnType = Omit<
  UseMutationReturnType<
    ConfirmEmailChangeReturnType,
    ConfirmEmailChangeErrorType,
    ConfirmEmailChangeParameters
  >,
  'mutate' | 'mutateAsync'
> & {
  confirmEmailChange(parameters: ConfirmEmailChangeParameters): void
  confirmEmailChangeAsync(
    parameters: ConfirmEmailChangeParameters,
  ): Promise<ConfirmEmailChangeReturnType>
}

/**
 * Answers a step of an e-mail change with its code: `confirmEmailChange({ step, otp })`; `data.action` is
 * the next step, or 'DONE' with the new e-mail.
 */
export function useConfirmEmailChange(): UseConfirmEmailChangeReturnType {
  const foyer = useFoyer()
  const options = useMemo(() => confirmEmailChangeMutationOptions(foyer), [foyer])
  const { mutate, mutateAsync, ...result } = useMutation<
    ConfirmEmailChangeReturnType,
    ConfirmEmailChangeParameters,
    ConfirmEmailChangeErrorType
  >(options)
  return { ...result, confirmEmailChange: mutate, confirmEmailChangeAsync: mutateAsync }
}

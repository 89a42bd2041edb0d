import {
  type AddEmbeddedPasskeyErrorType,
  type AddEmbeddedPasskeyParameters,
  type AddEmbeddedPasskeyReturnType,
  addEmbeddedPasskeyMutationOptions,
} from '@foyer/core'
import { useMemo } from 'react'
import { useFoyer } from './useFoyer.js'
import { type UseMutationReturnType, useMutation } from './useMutation.js'

export type UseAddEmbeddedPasskeyReturnType = Omit<
  UseMutationReturnType<
    AddEmbeddedPasskeyReturnType,
    AddEmbeddedPasskeyErrorType,
    AddEmbeddedPasskeyParameters
  >,
  'mutate' | 'mutateAsync'
> & {
  addEmbeddedPasskey(parameters: AddEmbeddedPasskeyParameters): void
  addEmbeddedPasskeyAsync(parameters: AddEmbeddedPasskeyParameters): Promise<void>
}

/**
 * Adds a passkey to the embedded wallet's account: `onPage` receives the wallet's passkey page to show
 * (an iframe, see AddEmbeddedPasskeyParameters); the passkey list is read again once it is done.
 */
export function useAddEmbeddedPasskey(): UseAddEmbeddedPasskeyReturnType {
  const foyer = useFoyer()
  const options = useMemo(() => addEmbeddedPasskeyMutationOptions(foyer), [foyer])
  const { mutate, mutateAsync, ...result } = useMutation<
    AddEmbeddedPasskeyReturnType,
    AddEmbeddedPasskeyParameters,
    AddEmbeddedPasskeyErrorType
  >(options)
  return { ...result, addEmbeddedPasskey: mutate, addEmbeddedPasskeyAsync: mutateAsync }
}

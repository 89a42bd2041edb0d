import { type SignOutErrorType, type SignOutReturnType, signOutMutationOptions } from '@foyer/core'
import { useMemo } from 'react'
import { useFoyer } from './useFoyer.js'
import { type UseMutationReturnType, useMutation } from './useMutation.js'

export type UseSignOutReturnType = Omit<
  UseMutationReturnType<SignOutReturnType, SignOutErrorType, void>,
  'mutate' | 'mutateAsync'
> & {
  signOut(): void
  signOutAsync(): Promise<SignOutReturnType>
}

/** Ends the sign-in (the wallet stays connected), with pending and error; `useSignIn` has it too. */
export function useSignOut(): UseSignOutReturnType {
  const foyer = useFoyer()
  const options = useMemo(() => signOutMutationOptions(foyer), [foyer])
  const { mutate, mutateAsync, ...result } = useMutation<SignOutReturnType, void, SignOutErrorType>(
    options,
  )
  return { ...result, signOut: () => mutate(), signOutAsync: () => mutateAsync() }
}

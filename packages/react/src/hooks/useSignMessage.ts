import { type SignMessageParameters, signMessageMutationOptions } from '@foyer/core'
import { useMemo } from 'react'
import { useFoyer } from './useFoyer.js'
import { type UseMutationReturnType, useMutation } from './useMutation.js'

/** Asks the connected wallet to sign a message: `signMessage({ message })`, then `data` is the signature. */
export function useSignMessage(): UseSignMessageReturnType {
  const foyer = useFoyer()
  const options = useMemo(() => signMessageMutationOptions(foyer), [foyer])
  const { mutate, mutateAsync, ...result } = useMutation(options)
  return { ...result, signMessage: mutate, signMessageAsync: mutateAsync }
}

export type UseSignMessageReturnType = Omit<
  UseMutationReturnType<string, Error, SignMessageParameters>,
  'mutate' | 'mutateAsync'
> & {
  signMessage(parameters: SignMessageParameters): void
  signMessageAsync(parameters: SignMessageParameters): Promise<string>
}

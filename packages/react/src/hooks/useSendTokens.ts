import {
  type SendTokensErrorType,
  type SendTokensParameters,
  type SendTokensReturnType,
  sendTokensMutationOptions,
} from '@foyer/core'
import { useMemo } from 'react'
import { useFoyer } from './useFoyer.js'
import { type UseMutationReturnType, useMutation } from './useMutation.js'

export type UseSendTokensReturnType = Omit<
  UseMutationReturnType<SendTokensReturnType, SendTokensErrorType, SendTokensParameters>,
  'mutate' | 'mutateAsync'
> & {
  sendTokens(parameters: SendTokensParameters): void
  sendTokensAsync(parameters: SendTokensParameters): Promise<SendTokensReturnType>
}

/** Sends the chain's coin or a token: `sendTokens({ token, amount, to })`, then `data` is the hash. */
export function useSendTokens(): UseSendTokensReturnType {
  const foyer = useFoyer()
  const options = useMemo(() => sendTokensMutationOptions(foyer), [foyer])
  const { mutate, mutateAsync, ...result } = useMutation<
    SendTokensReturnType,
    SendTokensParameters,
    SendTokensErrorType
  >(options)
  return { ...result, sendTokens: mutate, sendTokensAsync: mutateAsync }
}

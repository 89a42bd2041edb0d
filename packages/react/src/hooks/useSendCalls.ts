import {
  type SendCallsErrorType,
  type SendCallsParameters,
  type SendCallsReturnType,
  sendCallsMutationOptions,
} from '@foyer/core'
import { useMemo } from 'react'
import { useFoyer } from './useFoyer.js'
import { type UseMutationReturnType, useMutation } from './useMutation.js'

export type UseSendCallsReturnType = Omit<
  UseMutationReturnType<SendCallsReturnType, SendCallsErrorType, SendCallsParameters>,
  'mutate' | 'mutateAsync'
> & {
  sendCalls(parameters: SendCallsParameters): void
  sendCallsAsync(parameters: SendCallsParameters): Promise<SendCallsReturnType>
}

/** Sends several calls as one (EIP-5792), approved by the visitor at once; `data.id` follows them. */
export function useSendCalls(): UseSendCallsReturnType {
  const foyer = useFoyer()
  const options = useMemo(() => sendCallsMutationOptions(foyer), [foyer])
  const { mutate, mutateAsync, ...result } = useMutation<
    SendCallsReturnType,
    SendCallsParameters,
    SendCallsErrorType
  >(options)
  return { ...result, sendCalls: mutate, sendCallsAsync: mutateAsync }
}

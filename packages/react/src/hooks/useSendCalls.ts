import {
  type CallsStatus,
  callsStatusQueryOptions,
  type SendCallsErrorType,
  type SendCallsParameters,
  type SendCallsReturnType,
  sendCallsMutationOptions,
} from '@foyer/core'
import type { QueryObserverResult } from '@tanstack/query-core'
import { useMemo } from '../reactBindings.js'
import { useFoyer } from './useFoyer.js'
import { type UseMutationReturnType, useMutation } from './useMutation.js'
import { useQuery } from './useQuery.js'

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

/** A batch's status, asked again every second until it is no longer pending. */
export function useCallsStatus(id: string | undefined): QueryObserverResult<CallsStatus> {
  const foyer = useFoyer()
  return useQuery<CallsStatus>(callsStatusQueryOptions(foyer, { id: id ?? '' }))
}

import {
  type ApproveSwapErrorType,
  type ApproveSwapParameters,
  type ApproveSwapReturnType,
  approveSwapMutationOptions,
} from '@foyer/core'
import { useMemo } from 'react'
import { useFoyer } from './useFoyer.js'
import { type UseMutationReturnType, useMutation } from './useMutation.js'

export type UseApproveSwapReturnType = Omit<
  UseMutationReturnType<ApproveSwapReturnType, ApproveSwapErrorType, ApproveSwapParameters>,
  'mutate' | 'mutateAsync'
> & {
  approveSwap(parameters: ApproveSwapParameters): void
  approveSwapAsync(parameters: ApproveSwapParameters): Promise<ApproveSwapReturnType>
}

/** Lets the swap router take the swap's amount of a token: `approveSwap({ fromToken, toToken, amount })`. */
export function useApproveSwap(): UseApproveSwapReturnType {
  const foyer = useFoyer()
  const options = useMemo(() => approveSwapMutationOptions(foyer), [foyer])
  const { mutate, mutateAsync, ...result } = useMutation<
    ApproveSwapReturnType,
    ApproveSwapParameters,
    ApproveSwapErrorType
  >(options)
  return { ...result, approveSwap: mutate, approveSwapAsync: mutateAsync }
}

import {
  type SwapErrorType,
  type SwapParameters,
  type SwapReturnType,
  swapMutationOptions,
} from '@foyer/core'
import { useMemo } from 'react'
import { useFoyer } from './useFoyer.js'
import { type UseMutationReturnType, useMutation } from './useMutation.js'

export type UseSwapReturnType = Omit<
  UseMutationReturnType<SwapReturnType, SwapErrorType, SwapParameters>,
  'mutate' | 'mutateAsync'
> & {
  swap(parameters: SwapParameters): void
  swapAsync(parameters: SwapParameters): Promise<SwapReturnType>
}

/** Swaps on the connected network: `swap({ fromToken, toToken, amount, quote })`, resolved once mined. */
export function useSwap(): UseSwapReturnType {
  const foyer = useFoyer()
  const options = useMemo(() => swapMutationOptions(foyer), [foyer])
  const { mutate, mutateAsync, ...result } = useMutation<
    SwapReturnType,
    SwapParameters,
    SwapErrorType
  >(options)
  return { ...result, swap: mutate, swapAsync: mutateAsync }
}

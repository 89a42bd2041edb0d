import {
  type EstimateSendFeeErrorType,
  type EstimateSendFeeParameters,
  type EstimateSendFeeReturnType,
  estimateSendFeeQueryOptions,
} from '@foyer/core'
import type { QueryObserverResult } from '@tanstack/query-core'
import { useFoyer } from './useFoyer.js'
import { useQuery } from './useQuery.js'

export type UseEstimateSendFeeParameters = EstimateSendFeeParameters & {
  /** False to hold the estimate (while the send as typed is invalid, say). Default true. */
  enabled?: boolean | undefined
}
export type UseEstimateSendFeeReturnType = QueryObserverResult<
  EstimateSendFeeReturnType,
  EstimateSendFeeErrorType
>

/** The network fee a send would cost now, refetched when what is sent changes. */
export function useEstimateSendFee(
  parameters: UseEstimateSendFeeParameters,
): UseEstimateSendFeeReturnType {
  const foyer = useFoyer()
  return useQuery<EstimateSendFeeReturnType, EstimateSendFeeErrorType>(
    estimateSendFeeQueryOptions(foyer, parameters),
  )
}

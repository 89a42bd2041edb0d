import {
  type EstimateSendFeeParameters,
  type EstimateSendFeeReturnType,
  estimateSendFee,
} from '../actions/estimateSendFee.js'
import type { FoyerContext } from '../types/instance.js'

export type EstimateSendFeeQueryParameters = EstimateSendFeeParameters & {
  /** False holds the query (the send as typed is not ready). Default true. */
  enabled?: boolean | undefined
}

/**
 * Query options for the network fee of a send. Not retried and not kept once unused: a fee is only worth
 * what it costs now.
 */
export function estimateSendFeeQueryOptions(
  foyer: FoyerContext,
  parameters: EstimateSendFeeQueryParameters,
) {
  const { token, amount, to, namespace, enabled = true } = parameters
  return {
    queryKey: [
      'foyer',
      'sendFee',
      namespace,
      token?.chainId,
      token?.address ?? 'native',
      amount.trim(),
      to.trim(),
    ] as const,
    queryFn: (): Promise<EstimateSendFeeReturnType> =>
      estimateSendFee(foyer, { token, amount, to, namespace }),
    enabled: enabled && !!token,
    retry: false,
    gcTime: 0,
  }
}

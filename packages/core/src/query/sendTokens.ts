import {
  type EstimateSendFeeParameters,
  type EstimateSendFeeReturnType,
  estimateSendFee,
  type SendTokensParameters,
  sendTokens,
} from '../actions/send.js'
import type { FoyerContext } from '../types/instance.js'

/** Mutation options for sending a token. Framework-free: hooks wrap it. */
export function sendTokensMutationOptions(foyer: FoyerContext) {
  return {
    mutationKey: ['foyer', 'sendTokens'] as const,
    mutationFn: (parameters: SendTokensParameters) => sendTokens(foyer, parameters),
  }
}

/**
 * Query options for the network fee of a send. Not retried and not kept once unused: a fee is only worth
 * what it costs now.
 */
export function estimateSendFeeQueryOptions(
  foyer: FoyerContext,
  parameters: EstimateSendFeeParameters & { enabled?: boolean | undefined },
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

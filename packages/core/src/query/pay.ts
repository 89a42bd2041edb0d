import { type PayParameters, pay } from '../actions/pay.js'
import type { FoyerContext } from '../types/instance.js'

/** Mutation options for taking a payment. Framework-free: hooks wrap it. */
export function payMutationOptions(foyer: FoyerContext) {
  return {
    mutationKey: ['foyer', 'pay'] as const,
    mutationFn: (parameters: PayParameters) => pay(foyer, parameters),
  }
}

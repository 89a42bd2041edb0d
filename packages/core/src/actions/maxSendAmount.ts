import type { BaseError } from '../errors/base.js'
import { senderOf } from '../send/sender.js'
import type { SendToken } from '../state/types.js'
import type { Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'
import { formatUnits, parseUnits } from '../utils/units.js'

export type MaxSendAmountParameters = {
  token: SendToken
  /** Defaults to the active namespace. */
  namespace?: Namespace | undefined
}
/** A decimal of the token: '0' when the fee would take all of the coin. */
export type MaxSendAmountReturnType = string
/** The chain's error estimating the fee (for the coin only). */
export type MaxSendAmountErrorType = BaseError

/**
 * The most the visitor can send of a token: its whole balance for a token; for the chain's coin, the
 * balance less the network fee (with 20% headroom for the fee moving), so that Max never asks the wallet
 * for more than it can pay.
 */
export async function maxSendAmount(
  foyer: FoyerContext,
  { token, namespace }: MaxSendAmountParameters,
): Promise<MaxSendAmountReturnType> {
  if (token.address) return token.balance
  const sender = senderOf(foyer, namespace)
  if (!sender) return token.balance
  const { adapter, network, from } = sender
  const fee = await adapter.estimateTransferFee({ from, to: from, amount: 1n, network })
  const max = parseUnits(token.balance, token.decimals) - (fee * 12n) / 10n
  return max > 0n ? formatUnits(max, token.decimals) : '0'
}

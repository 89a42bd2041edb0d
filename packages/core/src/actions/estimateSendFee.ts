import type { BaseError } from '../errors/base.js'
import type { NotConnectedError } from '../errors/connection.js'
import type { SendError } from '../errors/send.js'
import { prepareSend, type SendInput } from '../send/sender.js'
import type { FoyerContext } from '../types/instance.js'
import { formatUnits } from '../utils/units.js'

export type EstimateSendFeeParameters = SendInput
export type EstimateSendFeeReturnType = {
  value: bigint
  formatted: string
  symbol: string
  usd: number | undefined
}
/** The send's own checks (`sendTokens`'), or the chain's error estimating it. */
export type EstimateSendFeeErrorType = SendError | NotConnectedError | BaseError

/** The network fee the send would cost now (the preview shows it). */
export async function estimateSendFee(
  foyer: FoyerContext,
  parameters: EstimateSendFeeParameters,
): Promise<EstimateSendFeeReturnType> {
  const { adapter, network, from, token, amount, to } = prepareSend(foyer, parameters)
  const value = await adapter.estimateTransferFee({
    from,
    to,
    amount,
    token: token.address,
    network,
  })
  const formatted = formatUnits(value, network.nativeCurrency.decimals)
  const nativePrice = token.address ? undefined : token.price
  return {
    value,
    formatted,
    symbol: network.nativeCurrency.symbol,
    usd: nativePrice === undefined ? undefined : Number(formatted) * nativePrice,
  }
}

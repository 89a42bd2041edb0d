import type { OnrampOptions, OnrampQuote } from '../api/schemas.js'
import { OnrampError } from '../errors/onramp.js'
import { onrampAmountText } from '../onramp/amountText.js'
import { onrampAmountProblem, onrampLimits } from '../onramp/limits.js'
import { onrampApi } from '../onramp/onrampApi.js'
import type { CaipNetworkId } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'

export type GetOnrampQuoteParameters = {
  provider: string
  /** A purchase currency's id (the options'). */
  purchaseCurrency: string
  paymentCurrency: string
  paymentMethod: string
  /** The fiat amount, a decimal with at most two places. */
  amount: string
  network: CaipNetworkId
  /** The options, for the limits (SPEC §9's otherwise). */
  options?: OnrampOptions | undefined
}
export type GetOnrampQuoteReturnType = OnrampQuote
/** An amount outside the limits (with them), 'onrampQuoteFailed', or no onramp (`getOnrampOptions`'). */
export type GetOnrampQuoteErrorType = OnrampError

/**
 * One provider's quote for buying with `amount` of the payment currency (SPEC §3 'Onramp quote fields').
 * An amount outside the limits is refused here, with them, before anything is asked.
 */
export async function getOnrampQuote(
  foyer: FoyerContext,
  { options, ...parameters }: GetOnrampQuoteParameters,
): Promise<GetOnrampQuoteReturnType> {
  const client = onrampApi(foyer)
  const limits = onrampLimits(options, parameters.paymentCurrency, parameters.paymentMethod)
  const problem = onrampAmountProblem(parameters.amount, limits)
  if (problem) throw new OnrampError(onrampAmountText(problem, limits, parameters.paymentCurrency))
  try {
    return await client.request('/v1/onramp/quote', 'onrampQuote', {
      method: 'POST',
      body: parameters,
    })
  } catch (cause) {
    throw new OnrampError({ key: 'onrampQuoteFailed' }, cause)
  }
}

import type { OnrampQuote } from '../api/schemas.js'
import { OnrampError } from '../errors/onramp.js'
import { onrampAmountText } from '../onramp/amountText.js'
import { onrampAmountProblem, onrampLimits } from '../onramp/limits.js'
import type { FoyerContext } from '../types/instance.js'
import { type GetOnrampQuoteParameters, getOnrampQuote } from './getOnrampQuote.js'

export type GetOnrampQuotesParameters = Omit<GetOnrampQuoteParameters, 'provider'> & {
  /** The providers to ask (those that take the payment method). */
  providers: readonly string[]
}
export type GetOnrampQuotesReturnType = {
  /** Best first: the most tokens for the money. */
  quotes: OnrampQuote[]
  /** Providers that gave none, and why. */
  failures: { provider: string; error: OnrampError }[]
}
/** Only an amount outside the limits fails the whole ask; a provider's failure is in `failures`. */
export type GetOnrampQuotesErrorType = OnrampError

/**
 * Every provider's quote at once, best first. One provider that fails does not hide the others; an
 * amount outside the limits fails the whole ask, with the limits.
 */
export async function getOnrampQuotes(
  foyer: FoyerContext,
  { providers, ...parameters }: GetOnrampQuotesParameters,
): Promise<GetOnrampQuotesReturnType> {
  const limits = onrampLimits(
    parameters.options,
    parameters.paymentCurrency,
    parameters.paymentMethod,
  )
  const problem = onrampAmountProblem(parameters.amount, limits)
  if (problem) throw new OnrampError(onrampAmountText(problem, limits, parameters.paymentCurrency))
  const answers = await Promise.allSettled(
    providers.map((provider) => getOnrampQuote(foyer, { ...parameters, provider })),
  )
  const quotes: OnrampQuote[] = []
  const failures: GetOnrampQuotesReturnType['failures'] = []
  answers.forEach((answer, index) => {
    if (answer.status === 'fulfilled') quotes.push(answer.value)
    else
      failures.push({
        provider: providers[index] as string,
        error:
          answer.reason instanceof OnrampError
            ? answer.reason
            : new OnrampError({ key: 'onrampQuoteFailed' }, answer.reason),
      })
  })
  quotes.sort((a, b) => Number(b.purchaseAmount.value) - Number(a.purchaseAmount.value))
  return { quotes, failures }
}

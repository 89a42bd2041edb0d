import type { OnrampQuote } from '@foyer/core/api'
import { ApiError } from '@foyer/server'
import type { Database } from '../db/database.js'
import type { ResolvedChoice } from './catalogue.js'
import { newQuoteId } from './ids.js'
import { fromCents, toCents } from './money.js'
import {
  type ProviderQuote,
  ProviderRefusedError,
  ProviderUnavailableError,
  type PurchaseSize,
} from './providers.js'
import { insertQuote } from './store.js'

/** How long a quote can be named by a checkout link. */
export const QUOTE_TTL_MS = 10 * 60_000

/** How long a client is told to wait after a provider was unavailable. */
const RETRY_AFTER_S = '10'

/**
 * The provider's quote, its failures as answers: unavailable → 503 with Retry-After, a refusal or an
 * unreadable answer → 502. Neither is the client's mistake; bad input was refused before (400).
 */
export async function askProvider(
  { provider, choice }: ResolvedChoice,
  size: PurchaseSize,
): Promise<ProviderQuote> {
  try {
    return await provider.quote(choice, size)
  } catch (error) {
    if (error instanceof ProviderUnavailableError)
      throw new ApiError(503, 'PROVIDER_UNAVAILABLE', error.message, {
        'Retry-After': RETRY_AFTER_S,
      })
    if (error instanceof ProviderRefusedError)
      throw new ApiError(502, 'PROVIDER_ERROR', error.message)
    throw error
  }
}

/** A quote as the service answers it (onrampQuoteSchema): the fee field is named after the provider. */
export function quoteAnswer(
  { provider, choice }: ResolvedChoice,
  quote: ProviderQuote,
  quoteId: string,
): OnrampQuote {
  const fiat = (cents: bigint) => ({ value: fromCents(cents), currency: choice.paymentCurrency })
  return {
    provider: provider.id,
    [`${provider.id}Fee`]: fiat(quote.feeCents),
    networkFee: fiat(quote.networkFeeCents),
    paymentSubtotal: fiat(quote.subtotalCents),
    paymentTotal: fiat(quote.totalCents),
    purchaseAmount: { value: quote.purchaseAmount, currency: choice.token.symbol },
    quoteId,
  }
}

/** A stored answer back in the provider's terms. */
export function quoteOfAnswer(answer: OnrampQuote): ProviderQuote {
  const fee = answer[`${answer.provider}Fee`] as { value: string }
  return {
    totalCents: toCents(answer.paymentTotal.value),
    feeCents: toCents(fee.value),
    networkFeeCents: toCents(answer.networkFee.value),
    subtotalCents: toCents(answer.paymentSubtotal.value),
    purchaseAmount: answer.purchaseAmount.value,
  }
}

/** Asks the provider, keeps the quote for QUOTE_TTL_MS under a new id and answers it. */
export async function quoteAndKeep(
  db: Database,
  projectId: string,
  resolved: ResolvedChoice,
  size: PurchaseSize,
): Promise<{ answer: OnrampQuote; quote: ProviderQuote }> {
  const quote = await askProvider(resolved, size)
  const answer = quoteAnswer(resolved, quote, newQuoteId())
  const now = new Date()
  await insertQuote(
    db,
    {
      id: answer.quoteId,
      projectId,
      provider: resolved.provider.id,
      purchaseCurrency: resolved.choice.token.id,
      network: resolved.choice.offer.chainId,
      paymentCurrency: resolved.choice.paymentCurrency,
      paymentMethod: resolved.choice.paymentMethod,
      quote: answer,
      expiresAt: new Date(now.getTime() + QUOTE_TTL_MS),
    },
    now,
  )
  return { answer, quote }
}

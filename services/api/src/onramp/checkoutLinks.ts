import type { OnrampQuote } from '@foyer/core/api'
import { ApiError } from '@foyer/server'
import { parseUnits } from 'viem'
import type { Database } from '../db/database.js'
import {
  type Catalogue,
  checkLimits,
  networkIdOf,
  type ResolvedChoice,
  resolveChoice,
} from './catalogue.js'
import {
  hashCheckoutToken,
  hashReadToken,
  newCheckoutToken,
  newPurchaseId,
  newQuoteId,
  newReadToken,
} from './ids.js'
import { toCents } from './money.js'
import type { ProviderQuote } from './providers.js'
import { askProvider, quoteAnswer, quoteOfAnswer } from './quotes.js'
import { type CheckoutLinkBody, destinationAddress, presetText } from './requests.js'
import { findQuote, insertPurchase } from './store.js'

const refuse = (code: string, description: string) => new ApiError(400, code, description)

/** The body with every network as its CAIP-2 id (a client may name them as GET /v1/onramp/options does). */
function withNetworkIds(catalogue: Catalogue, body: CheckoutLinkBody): CheckoutLinkBody {
  const id = (network: string) => networkIdOf(catalogue, network)
  return {
    ...body,
    defaultNetwork: id(body.defaultNetwork),
    destinationWallets: body.destinationWallets.map((wallet) =>
      wallet.blockchains ? { ...wallet, blockchains: wallet.blockchains.map(id) } : wallet,
    ),
  }
}

/** The wallet the tokens go to: the first that takes the token on the network (no list: any). */
function destinationOf(body: CheckoutLinkBody, tokenId: string, symbol: string): string {
  for (const wallet of body.destinationWallets)
    for (const network of wallet.blockchains ?? [body.defaultNetwork])
      destinationAddress(wallet.address, network)
  const wallet = body.destinationWallets.find(
    (candidate) =>
      (candidate.blockchains?.includes(body.defaultNetwork) ?? true) &&
      (candidate.assets?.includes(tokenId) ?? true),
  )
  if (!wallet)
    throw refuse(
      'NO_DESTINATION',
      `No destination wallet takes ${symbol} on ${body.defaultNetwork}: list it in a wallet's blockchains and assets`,
    )
  return destinationAddress(wallet.address, body.defaultNetwork)
}

/** The quote the link is for: the one named (if still kept and for this purchase), or a fresh one. */
async function quoteFor(
  db: Database,
  projectId: string,
  body: CheckoutLinkBody,
  resolved: ResolvedChoice,
): Promise<{ answer: OnrampQuote; quote: ProviderQuote }> {
  const { choice, currency } = resolved
  const fiat =
    body.presetFiatAmount === undefined
      ? undefined
      : toCents(presetText(body.presetFiatAmount, 'presetFiatAmount'))
  if (body.quoteId !== undefined) {
    const kept = await findQuote(db, projectId, body.quoteId, new Date())
    if (!kept)
      throw refuse('QUOTE_EXPIRED', 'The quote has expired or is not known: ask for a new one')
    const same =
      kept.provider === resolved.provider.id &&
      kept.purchaseCurrency === choice.token.id &&
      kept.network === choice.offer.chainId &&
      kept.paymentCurrency === choice.paymentCurrency &&
      kept.paymentMethod === choice.paymentMethod
    const quote = quoteOfAnswer(kept.quote)
    if (!same || (fiat !== undefined && fiat !== quote.totalCents))
      throw refuse(
        'QUOTE_MISMATCH',
        'The quote is for another purchase (provider, currencies, network, method or amount): ask for a new one',
      )
    return { answer: kept.quote, quote }
  }
  let quote: ProviderQuote
  if (fiat !== undefined) {
    checkLimits(fiat, currency, choice.paymentMethod)
    quote = await askProvider(resolved, { totalCents: fiat })
  } else if (body.presetCryptoAmount !== undefined) {
    const tokenAmount = presetText(body.presetCryptoAmount, 'presetCryptoAmount')
    const places = tokenAmount.split('.')[1]?.length ?? 0
    if (places > choice.offer.decimals || parseUnits(tokenAmount, choice.offer.decimals) === 0n)
      throw refuse(
        'INVALID_INPUT',
        `Invalid presetCryptoAmount: ${choice.token.symbol} has ${choice.offer.decimals} decimals and the amount must be above 0`,
      )
    quote = await askProvider(resolved, { tokenAmount })
    checkLimits(quote.totalCents, currency, choice.paymentMethod)
  } else
    throw refuse(
      'AMOUNT_REQUIRED',
      'Give the amount: a quoteId, a presetFiatAmount or a presetCryptoAmount',
    )
  return { answer: quoteAnswer(resolved, quote, newQuoteId()), quote }
}

/**
 * POST /v1/generators/onrampurl: checks the link's choice and destination, prices it, records the purchase
 * (pending, under the client's partnerUserId) and answers where the visitor pays: the sandbox's checkout page
 * (with a secret token of its own) or the provider's signed URL, with the purchase's read token: the
 * partnerUserId is the client's choice (often a user id anyone can guess), so it opens nothing by itself.
 */
export async function createCheckoutLink(
  db: Database,
  catalogue: Catalogue,
  projectId: string,
  input: CheckoutLinkBody,
): Promise<{ url: string; readToken: string }> {
  const body = withNetworkIds(catalogue, input)
  // Without a token named, the first the receiving wallet lists for the network (Coinbase's `assets`).
  const assets = body.destinationWallets.find(
    (wallet) => wallet.blockchains?.includes(body.defaultNetwork) ?? true,
  )?.assets
  const resolved = resolveChoice(catalogue, { ...body, network: body.defaultNetwork, assets })
  const { provider, choice } = resolved
  const address = destinationOf(body, choice.token.id, choice.token.symbol)
  const { answer, quote } = await quoteFor(db, projectId, body, resolved)
  const purchaseId = newPurchaseId()
  const checkoutToken = newCheckoutToken()
  const readToken = newReadToken()
  const url = provider.checkoutUrl({
    ...choice,
    purchaseId,
    checkoutToken,
    partnerUserId: body.partnerUserId,
    address,
    quote,
  })
  await insertPurchase(
    db,
    {
      id: purchaseId,
      checkoutHash: provider.ownCheckoutPage ? hashCheckoutToken(checkoutToken) : null,
      readTokenHash: hashReadToken(readToken),
      projectId,
      partnerUserId: body.partnerUserId,
      provider: provider.id,
      purchaseCurrency: choice.token.id,
      network: choice.offer.chainId,
      destination: `${choice.offer.chainId}:${address}`,
      asset: choice.offer.contractAddress,
      decimals: choice.offer.decimals,
      purchaseAmount: quote.purchaseAmount,
      purchaseSymbol: choice.token.symbol,
      paymentTotal: answer.paymentTotal.value,
      paymentCurrency: choice.paymentCurrency,
      paymentMethod: choice.paymentMethod,
      quote: answer,
    },
    new Date(),
  )
  return { url, readToken }
}

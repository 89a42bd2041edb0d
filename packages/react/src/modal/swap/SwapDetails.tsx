import { type GetSwapQuoteReturnType, type SwapToken, truncateAddress } from '@foyer/core'
import { parseCaipAccountId } from '@foyer/core/caip'
import { useFoyerNetwork } from '../../hooks/useFoyerNetwork.js'
import { useAccountTokens } from '../../hooks/useTokenBalances.js'
import { useIntlLocale, useMessages } from '../../messages.js'
import { HighFeeWarning } from '../parts/HighFeeWarning.js'
import { formatRate, formatSwapAmount, usdPriceOf } from './swapFormat.js'

/** A price impact above this (percent) is called out: the visitor gets much less than the market rate. */
export const HIGH_PRICE_IMPACT_PERCENT = 5

/**
 * What the swap will do at this quote, before anything is sent: the rate, the price impact, the network
 * fee, the least it may deliver at the slippage tolerance, and the route when it passes through a pool.
 */
export function SwapDetails({
  quote,
  amount,
  fromToken,
  toToken,
  tokens,
}: {
  quote: GetSwapQuoteReturnType
  /** What the visitor swaps, as typed (a decimal of `fromToken`). */
  amount: string
  fromToken: SwapToken
  toToken: SwapToken
  /** The network's swap tokens, to name the route's steps. */
  tokens: readonly SwapToken[]
}) {
  const m = useMessages()
  const locale = useIntlLocale()
  const { caipNetwork } = useFoyerNetwork()
  const route = quote.quote.route
  // The fee against the amount, both in USD from the account's token prices (none known: no warning).
  const held = useAccountTokens().tokens
  const coinPrice = usdPriceOf(held, undefined)
  const fromPrice = usdPriceOf(held, fromToken)
  const symbolOf = (address: string) =>
    tokens.find((token) => token.address.toLowerCase() === address.toLowerCase())?.symbol ??
    truncateAddress(parseCaipAccountId(address).address)
  return (
    <>
      <dl className="details swap-details" data-testid="foyer-swap-details">
        <div>
          <dt>{m.swapRate}</dt>
          <dd data-testid="foyer-swap-rate">
            {formatRate(quote.rate, fromToken, toToken, locale)}
          </dd>
        </div>
        <div>
          <dt>{m.swapPriceImpact}</dt>
          <dd
            className={quote.priceImpact > HIGH_PRICE_IMPACT_PERCENT ? 'swap-warning' : undefined}
            data-testid="foyer-swap-impact"
          >
            {quote.priceImpact < 0.01 ? '< 0.01%' : `${quote.priceImpact.toFixed(2)}%`}
          </dd>
        </div>
        <div>
          <dt>{m.networkFee}</dt>
          <dd data-testid="foyer-swap-fee">
            {quote.networkFee === undefined
              ? '—'
              : `${formatSwapAmount(quote.networkFee, locale)} ${caipNetwork?.nativeCurrency.symbol ?? ''}`}
          </dd>
        </div>
        <div>
          <dt>{m.swapSlippage}</dt>
          <dd data-testid="foyer-swap-slippage">{quote.slippagePercent}%</dd>
        </div>
        <div>
          <dt>{m.swapMinimumReceived}</dt>
          <dd data-testid="foyer-swap-minimum">
            {formatSwapAmount(quote.minimumToAmount, locale)} {toToken.symbol}
          </dd>
        </div>
        {route.length > 2 ? (
          <div>
            <dt>{m.swapRoute}</dt>
            <dd data-testid="foyer-swap-route">{route.map(symbolOf).join(' → ')}</dd>
          </div>
        ) : null}
      </dl>
      <HighFeeWarning
        feeUsd={
          quote.networkFee !== undefined && coinPrice !== undefined
            ? Number(quote.networkFee) * coinPrice
            : undefined
        }
        amountUsd={fromPrice !== undefined ? Number(amount) * fromPrice : undefined}
        testId="foyer-swap-high-fee"
      />
    </>
  )
}

import {
  type FoyerState,
  formatMessage,
  formatMoney,
  type GetOnrampQuotesReturnType,
  type OnrampError,
  type OnrampOptions,
} from '@foyer/core'
import { providerFee, pushView, updateOnramp } from '@foyer/core/internal'
import type { QueryObserverResult } from '@tanstack/query-core'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { useStartOnramp } from '../../hooks/useStartOnramp.js'
import { useIntlLocale, useMessages } from '../../messages.js'
import { errorMessage } from '../parts/errorMessage.js'
import { fillNodes, Ltr } from '../parts/Ltr.js'
import type { BuyableToken } from './onrampTokens.js'

type Props = {
  quotes: QueryObserverResult<GetOnrampQuotesReturnType, OnrampError>
  providers: OnrampOptions['providers']
  token: BuyableToken
  amount: string
  paymentCurrency: string
  paymentMethod: string
}

/**
 * The providers' offers, best first (what the visitor gets, the provider's fee, the network fee, the
 * total), one chosen, and the button that opens the chosen provider's checkout in a new window — opened
 * in the click itself, so that no popup blocker stops it, and cut from this page (no `opener`).
 */
export function BuyOffers({
  quotes,
  providers,
  token,
  amount,
  paymentCurrency,
  paymentMethod,
}: Props) {
  const foyer = useFoyer()
  const m = useMessages()
  const locale = useIntlLocale()
  const chosenId = useFoyerSelector(selectProvider)
  const start = useStartOnramp()
  const offers = quotes.data?.quotes ?? []
  const chosen = offers.find((quote) => quote.provider === chosenId) ?? offers[0]
  const nameOf = (id: string) => providers.find((provider) => provider.id === id)?.name ?? id

  async function buy() {
    if (!chosen) return
    const checkout = window.open('about:blank', '_blank')
    if (checkout) checkout.opener = null
    try {
      const { url } = await start.mutateAsync({
        provider: chosen.provider,
        quote: chosen,
        providerName: nameOf(chosen.provider),
        purchaseCurrency: token.id,
        symbol: token.symbol,
        paymentCurrency,
        paymentMethod,
        amount,
      })
      if (checkout) checkout.location.href = url
      pushView(foyer, 'BuyInProgress')
    } catch {
      checkout?.close()
    }
  }

  return (
    <section
      className="buy-offers"
      aria-labelledby="foyer-buy-offers"
      aria-busy={quotes.isFetching}
    >
      <h3 id="foyer-buy-offers" className="network-group-title">
        {m.onrampOffers}
      </h3>
      {quotes.error ? (
        <p className="error" role="alert" data-testid="foyer-buy-quote-error">
          {errorMessage(quotes.error, m.onrampQuoteFailed, m)}
        </p>
      ) : null}
      {quotes.isSuccess && !offers.length ? (
        <p className="error" role="alert" data-testid="foyer-buy-quote-error">
          {errorMessage(quotes.data.failures[0]?.error, m.onrampQuoteFailed, m)}
        </p>
      ) : null}
      <ul className="list" data-testid="foyer-buy-offers">
        {offers.map((quote, index) => {
          const fee = providerFee(quote)
          const name = nameOf(quote.provider)
          const selected = quote === chosen
          return (
            <li key={quote.provider}>
              <button
                type="button"
                className="row buy-offer"
                aria-pressed={selected}
                data-testid={`foyer-buy-offer-${quote.provider}`}
                onClick={() => updateOnramp(foyer, { provider: quote.provider })}
              >
                <span className="buy-offer-head">
                  <span className="row-label">{name}</span>
                  {index === 0 && offers.length > 1 ? (
                    <span className="tag">{m.onrampBest}</span>
                  ) : null}
                </span>
                <span className="buy-offer-get" data-testid="foyer-buy-offer-amount">
                  {fillNodes(m.onrampYouGet, {
                    amount: (
                      <Ltr>
                        {formatMoney(
                          quote.purchaseAmount.value,
                          quote.purchaseAmount.currency,
                          locale,
                        )}
                      </Ltr>
                    ),
                  })}
                </span>
                <dl className="buy-offer-costs">
                  {fee ? (
                    <div>
                      <dt>{formatMessage(m.onrampProviderFee, { provider: name })}</dt>
                      <dd>{formatMoney(fee.value, fee.currency, locale)}</dd>
                    </div>
                  ) : null}
                  <div>
                    <dt>{m.networkFee}</dt>
                    <dd>
                      {formatMoney(quote.networkFee.value, quote.networkFee.currency, locale)}
                    </dd>
                  </div>
                  <div>
                    <dt>{m.onrampTotal}</dt>
                    <dd>
                      {formatMoney(quote.paymentTotal.value, quote.paymentTotal.currency, locale)}
                    </dd>
                  </div>
                </dl>
              </button>
            </li>
          )
        })}
      </ul>
      {start.error ? (
        <p className="error" role="alert">
          {errorMessage(start.error, m.onrampCheckoutFailed, m)}
        </p>
      ) : null}
      <button
        type="button"
        className="primary"
        disabled={!chosen || start.isPending}
        aria-busy={start.isPending}
        data-testid="foyer-buy-continue"
        onClick={buy}
      >
        {chosen ? formatMessage(m.buyWith, { provider: nameOf(chosen.provider) }) : m.buy}
      </button>
    </section>
  )
}

const selectProvider = (state: FoyerState) => state.onramp.provider

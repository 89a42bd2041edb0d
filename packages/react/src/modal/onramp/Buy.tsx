import { type FoyerState, formatMoney, renderText } from '@foyer/core'
import {
  isOnrampRestricted,
  limitsWords,
  onrampAmountProblem,
  onrampAmountText,
  onrampLimits,
  pushView,
  updateOnramp,
} from '@foyer/core/internal'
import { useId } from 'react'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useFoyerNetwork } from '../../hooks/useFoyerNetwork.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { useOnrampOptions } from '../../hooks/useOnrampOptions.js'
import { useOnrampQuotes } from '../../hooks/useOnrampQuotes.js'
import { useIntlLocale, useMessages } from '../../messages.js'
import { errorMessage } from '../parts/errorMessage.js'
import { fillNodes, joinPlaceholders, Ltr } from '../parts/Ltr.js'
import { TokenIcon } from '../parts/TokenIcon.js'
import { useDebouncedValue } from '../parts/useDebouncedValue.js'
import { BuyOffers } from './BuyOffers.js'
import { buyableOn } from './onrampTokens.js'

/** Amounts a visitor most often buys, in the payment currency. */
const PRESETS = ['50', '100', '250', '500'] as const
const METHODS = [
  { id: 'CARD', label: 'paymentMethodCard' },
  { id: 'BANK_ACCOUNT', label: 'paymentMethodBank' },
] as const

/**
 * Buying crypto (the onramp): the token to buy on the active network, the amount in the payment currency
 * (typed or a preset, within the method's limits), how to pay, and every provider's offer, best first.
 * Choosing one opens its checkout in a new window (BuyOffers). In a region the onramp does not serve, the
 * visitor is told so instead (SPEC §9).
 */
export function Buy() {
  const foyer = useFoyer()
  const m = useMessages()
  const locale = useIntlLocale()
  const amountId = useId()
  const form = useFoyerSelector(selectOnramp)
  const { caipNetwork } = useFoyerNetwork()
  const options = useOnrampOptions()
  const restricted = isOnrampRestricted()
  const tokens = buyableOn(options.data, caipNetwork?.caipNetworkId)
  const token = tokens.find((candidate) => candidate.id === form.tokenId) ?? tokens[0]
  const limits = onrampLimits(options.data, form.paymentCurrency, form.paymentMethod)
  const amount = useDebouncedValue(form.amount, 400)
  const problem = onrampAmountProblem(amount, limits)
  const providers = (options.data?.providers ?? []).filter((provider) =>
    provider.paymentMethods.includes(form.paymentMethod),
  )
  const quotes = useOnrampQuotes({
    providers: providers.map((provider) => provider.id),
    purchaseCurrency: token?.id ?? '',
    paymentCurrency: form.paymentCurrency,
    paymentMethod: form.paymentMethod,
    amount,
    network: caipNetwork?.caipNetworkId ?? 'eip155:0',
    options: options.data,
    enabled: !!token && !!caipNetwork && !problem,
  })

  if (restricted)
    return (
      <p className="banner banner-warning" role="status" data-testid="foyer-buy-restricted">
        {m.onrampRestricted}
      </p>
    )
  if (options.error)
    return (
      <p className="error" role="alert">
        {errorMessage(options.error, m.onrampUnavailable, m)}
      </p>
    )
  if (options.isSuccess && !token) return <p className="empty">{m.buyNoTokens}</p>

  const currencies = options.data?.paymentCurrencies.map((currency) => currency.id) ?? []
  // A typed amount outside the limits says so at once; an empty one only asks for one.
  const shownProblem = form.amount.trim() && problem && problem !== 'empty' ? problem : undefined
  return (
    <div className="buy" aria-busy={options.isLoading}>
      <div className="swap-box">
        <span className="swap-box-label">{m.youBuy}</span>
        <button
          type="button"
          className="swap-token buy-token"
          data-testid="foyer-buy-token"
          disabled={!token}
          onClick={() => pushView(foyer, 'BuySelectToken')}
        >
          {token ? <TokenIcon src={undefined} symbol={token.symbol} /> : null}
          <span>{token?.symbol ?? m.selectToken}</span>
        </button>
      </div>

      <div className="swap-box">
        <label className="swap-box-label" htmlFor={amountId}>
          {m.youPay}
        </label>
        <div className="swap-box-main">
          <input
            id={amountId}
            className="swap-amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            value={form.amount}
            aria-invalid={shownProblem ? true : undefined}
            aria-describedby={`${amountId}-limits`}
            data-testid="foyer-buy-amount"
            onChange={(event) => updateOnramp(foyer, { amount: event.target.value })}
          />
          <fieldset className="buy-choices">
            <legend className="visually-hidden">{m.paymentCurrencyLabel}</legend>
            {currencies.map((currency) => (
              <button
                key={currency}
                type="button"
                className="chip"
                aria-pressed={form.paymentCurrency === currency}
                data-testid={`foyer-buy-currency-${currency}`}
                onClick={() => updateOnramp(foyer, { paymentCurrency: currency })}
              >
                {currency}
              </button>
            ))}
          </fieldset>
        </div>
        <div className="buy-presets">
          {PRESETS.map((preset) => (
            <button
              key={preset}
              type="button"
              className="chip"
              aria-pressed={form.amount === preset}
              data-testid={`foyer-buy-preset-${preset}`}
              onClick={() => updateOnramp(foyer, { amount: preset })}
            >
              {formatMoney(preset, form.paymentCurrency, locale).replace(/[.,]00(?=\D*$)/, '')}
            </button>
          ))}
        </div>
        <p
          id={`${amountId}-limits`}
          className={shownProblem ? 'buy-limits error' : 'buy-limits muted'}
          role={shownProblem ? 'alert' : undefined}
          data-testid="foyer-buy-limits"
        >
          {limits
            ? shownProblem
              ? renderText(onrampAmountText(shownProblem, limits, form.paymentCurrency, locale), m)
              : limitsHint(m.onrampLimitsHint, limitsWords(limits, form.paymentCurrency, locale))
            : null}
        </p>
      </div>

      <fieldset className="buy-method">
        <legend className="swap-box-label">{m.paymentMethodLabel}</legend>
        <div className="buy-choices">
          {METHODS.map((method) => (
            <button
              key={method.id}
              type="button"
              className="chip"
              aria-pressed={form.paymentMethod === method.id}
              data-testid={`foyer-buy-method-${method.id}`}
              onClick={() => updateOnramp(foyer, { paymentMethod: method.id, provider: undefined })}
            >
              {m[method.label]}
            </button>
          ))}
        </div>
      </fieldset>

      {token && !problem ? (
        <BuyOffers
          quotes={quotes}
          providers={providers}
          token={token}
          amount={amount}
          paymentCurrency={form.paymentCurrency}
          paymentMethod={form.paymentMethod}
        />
      ) : null}
    </div>
  )
}

/** 'From 10.00 to 7,500.00 USD', the highest amount and its currency one left-to-right value. */
function limitsHint(text: string, words: { min: string; max: string; currency: string }) {
  return fillNodes(joinPlaceholders(text, 'max', 'currency'), {
    min: <Ltr>{words.min}</Ltr>,
    max: (
      <Ltr>
        {words.max} {words.currency}
      </Ltr>
    ),
    currency: <Ltr>{words.currency}</Ltr>,
  })
}

const selectOnramp = (state: FoyerState) => state.onramp

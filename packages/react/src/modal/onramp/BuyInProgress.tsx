import {
  type FoyerState,
  formatBalance,
  formatMessage,
  formatMoney,
  refreshBalances,
} from '@foyer/core'
import { goBack, resetOnramp, resetView } from '@foyer/core/internal'
import { useEffect } from 'react'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useFoyerNetwork } from '../../hooks/useFoyerNetwork.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { useOnrampPurchase } from '../../hooks/useOnrampPurchase.js'
import { useAccountTokens } from '../../hooks/useTokenBalances.js'
import { useIntlLocale, useMessages, useRenderText } from '../../messages.js'
import { fillNodes, Ltr } from '../parts/Ltr.js'

/**
 * A purchase at the provider's checkout (another window), followed until its tokens arrive: waiting for
 * the payment (with the checkout's link, should its window be closed or blocked), paid and on its way,
 * arrived with the new balance, or failed or abandoned with a way to try again (SPEC §4).
 */
export function BuyInProgress() {
  const foyer = useFoyer()
  const m = useMessages()
  const render = useRenderText()
  const locale = useIntlLocale()
  const started = useFoyerSelector(selectPurchase)
  const { caipNetwork } = useFoyerNetwork()
  const purchase = useOnrampPurchase(started)
  const held = useAccountTokens()
  const status = purchase.data?.status ?? 'pending'

  // Arrived: the balances are read again, so the one below (and the Account view's) shows the tokens.
  useEffect(() => {
    if (status === 'completed' && caipNetwork) void refreshBalances(foyer, caipNetwork)
  }, [foyer, status, caipNetwork])

  if (!started) return null
  const provider = started.providerName
  const amount = formatMoney(
    purchase.data?.purchaseAmount.value ?? started.purchaseAmount,
    started.symbol,
    locale,
  )
  const balance = held.tokens.find((token) => token.symbol === started.symbol)
  const again = () => {
    resetOnramp(foyer, { keepForm: true })
    goBack(foyer)
  }
  const settled = status === 'completed' || status === 'failed' || status === 'abandoned'
  return (
    <div className="buy-progress" data-testid="foyer-buy-progress" data-status={status}>
      {status === 'completed' ? (
        <svg className="buy-mark" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="11" />
          <path d="m7 12.5 3.2 3.2L17 9" />
        </svg>
      ) : settled ? null : (
        <span className="spinner buy-spinner" aria-hidden="true" />
      )}
      <p className="buy-progress-heading" role="status" data-testid="foyer-buy-status">
        {status === 'completed'
          ? fillNodes(m.buyCompleted, { amount: <Ltr>{amount}</Ltr> })
          : status === 'paid'
            ? formatMessage(m.buyPaid, { symbol: started.symbol })
            : status === 'failed'
              ? m.buyFailed
              : status === 'abandoned'
                ? m.buyAbandoned
                : formatMessage(m.buyPending, { provider })}
      </p>
      {status === 'failed' && purchase.data?.failureReason ? (
        <p className="error" role="alert">
          {render(purchase.data.failureReason)}
        </p>
      ) : null}
      {status === 'pending' ? (
        <>
          <p className="muted">
            {fillNodes(m.onrampYouGet, { amount: <Ltr>{amount}</Ltr> })}
            {started.paymentTotal ? (
              <>
                {' · '}
                <Ltr>
                  {formatMoney(started.paymentTotal.value, started.paymentTotal.currency, locale)}
                </Ltr>
              </>
            ) : null}
          </p>
          <a
            className="text-button"
            href={started.url}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="foyer-buy-open-checkout"
          >
            {m.buyOpenCheckout}
          </a>
        </>
      ) : null}
      {status === 'completed' && balance ? (
        <p className="muted" data-testid="foyer-buy-balance">
          {fillNodes(m.buyNewBalance, {
            balance: <Ltr>{formatBalance(balance.quantity, balance.symbol, locale)}</Ltr>,
          })}
        </p>
      ) : null}
      {status === 'completed' ? (
        <button
          type="button"
          className="primary"
          data-testid="foyer-buy-done"
          onClick={() => {
            resetOnramp(foyer)
            resetView(foyer, 'Account')
          }}
        >
          {m.done}
        </button>
      ) : settled ? (
        <button type="button" className="primary" data-testid="foyer-buy-retry" onClick={again}>
          {m.tryAgain}
        </button>
      ) : null}
    </div>
  )
}

const selectPurchase = (state: FoyerState) => state.onramp.purchase

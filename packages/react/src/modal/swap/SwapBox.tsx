import { formatBalance, type SwapToken } from '@foyer/core'
import type { ReactNode } from 'react'
import { useId } from 'react'
import { useIntlLocale, useMessages } from '../../messages.js'
import { ChevronIcon } from '../parts/icons.js'
import { fillNodes, Ltr } from '../parts/Ltr.js'
import { TokenIcon } from '../parts/TokenIcon.js'

/**
 * One side of a swap: its label, the amount (typed on the paying side, quoted on the receiving side), the
 * token with a button to choose another, and the visitor's balance of it.
 */
export function SwapBox({
  side,
  token,
  balance,
  amount,
  onAmount,
  onChooseToken,
  busy = false,
  action,
}: {
  side: 'from' | 'to'
  token: SwapToken | undefined
  balance: string | undefined
  amount: string
  /** Typing: only on the paying side. */
  onAmount?: ((value: string) => void) | undefined
  onChooseToken: () => void
  /** The quote is on its way (the receiving side). */
  busy?: boolean | undefined
  /** Next to the balance: Max on the paying side. */
  action?: ReactNode
}) {
  const m = useMessages()
  const locale = useIntlLocale()
  const amountId = useId()
  const label = side === 'from' ? m.swapPay : m.swapReceive
  return (
    <div className="swap-box" data-testid={`foyer-swap-${side}`}>
      <label className="swap-box-label" htmlFor={amountId}>
        {label}
      </label>
      <div className="swap-box-main">
        <input
          id={amountId}
          className="swap-amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={amount}
          readOnly={!onAmount}
          aria-busy={busy || undefined}
          data-testid={`foyer-swap-${side}-amount`}
          onChange={(event) => onAmount?.(event.target.value)}
        />
        <button
          type="button"
          className="swap-token"
          data-testid={`foyer-swap-${side}-token`}
          aria-label={`${side === 'from' ? m.swapSelectPay : m.swapSelectReceive}: ${token ? token.symbol : m.selectToken}`}
          onClick={onChooseToken}
        >
          {token ? (
            <>
              <TokenIcon src={token.logoUri} symbol={token.symbol} />
              <span>{token.symbol}</span>
            </>
          ) : (
            <span>{m.selectToken}</span>
          )}
          <ChevronIcon />
        </button>
      </div>
      <div className="swap-box-foot">
        <span className="muted" data-testid={`foyer-swap-${side}-balance`}>
          {token && balance !== undefined
            ? fillNodes(m.swapBalance, {
                balance: <Ltr>{formatBalance(balance, token.symbol, locale)}</Ltr>,
              })
            : '\u00a0'}
        </span>
        {action}
      </div>
    </div>
  )
}

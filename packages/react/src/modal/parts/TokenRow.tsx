import { formatBalance, formatUsd } from '@foyer/core'
import type { ReactNode } from 'react'
import type { WalletToken } from '../../hooks/useTokenBalances.js'
import { useIntlLocale } from '../../messages.js'
import { TokenIcon } from './TokenIcon.js'

/**
 * The inside of every token row — the account's Tokens tab and the Buy, Send and Swap pickers — laid out
 * one way (issue 40): the icon, the token's name over a muted detail (what the account holds, or the
 * symbol), and a value at the end when there is one. The row itself (a list item, a button) is the caller's.
 */
export function TokenRow({
  icon,
  symbol,
  name,
  detail,
  value,
}: {
  /** The image a service gave for the token, if any (TokenIcon finds the rest). */
  icon: string | undefined
  symbol: string
  name: string
  /** '10,000 ETH', or the symbol where nothing is held. */
  detail: ReactNode
  /** '$30,000.00', at the row's end. */
  value?: ReactNode
}) {
  return (
    <>
      <TokenIcon src={icon} symbol={symbol} />
      <span className="token-text">
        <span className="token-name">{name}</span>
        <span className="muted amount">{detail}</span>
      </span>
      {value === undefined ? null : <span className="token-value amount">{value}</span>}
    </>
  )
}

/** A token the account holds: what it holds (3 decimals, truncated) and, when known, its value in USD. */
export function HeldTokenRow({ token }: { token: WalletToken }) {
  const locale = useIntlLocale()
  return (
    <TokenRow
      icon={token.iconUrl}
      symbol={token.symbol}
      name={token.name}
      detail={formatBalance(token.quantity, token.symbol, locale)}
      value={token.value === undefined ? undefined : formatUsd(token.value, locale)}
    />
  )
}

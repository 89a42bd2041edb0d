import { formatNumber, truncateDecimals } from '@foyer/core'
import { useTokenBalances } from '../../hooks/useTokenBalances.js'
import { useMessages } from '../../messages.js'
import { TokenIcon } from '../parts/TokenIcon.js'

/** The account's tokens: icon, name, quantity (3 decimals, truncated) and value in USD. */
export function TokensTab() {
  const m = useMessages()
  const { tokens, loading } = useTokenBalances()
  if (loading)
    return (
      <ul className="token-list" aria-busy="true" data-testid="foyer-tokens-loading">
        {[0, 1, 2].map((index) => (
          <li key={index} className="token skeleton" aria-hidden="true" />
        ))}
      </ul>
    )
  if (!tokens.length) return <p className="empty">{m.noTokens}</p>
  return (
    <ul className="token-list">
      {tokens.map((token) => (
        <li
          key={`${token.sendToken.chainId}:${token.sendToken.address ?? 'native'}`}
          className="token"
          data-testid={`foyer-token-${token.symbol}`}
        >
          <TokenIcon src={token.iconUrl} symbol={token.symbol} />
          <span className="token-text">
            <span className="token-name">{token.name}</span>
            <span className="muted">
              {truncateDecimals(token.quantity, 3)} {token.symbol}
            </span>
          </span>
          {token.value === undefined ? null : (
            <span className="token-value">${formatNumber(token.value)}</span>
          )}
        </li>
      ))}
    </ul>
  )
}

import { formatBalance, formatUsd } from '@foyer/core'
import { useAccountTokens, useBalance, useFoyerLocale } from '@foyer/react'
import { errorText } from './errorText.js'
import { WalletIcon } from './WalletIcon.js'

/**
 * The account's balances on its network: the native coin (`useBalance`) and every token it holds
 * (`useAccountTokens`: from Foyer's services, or the coin alone, read from the chain, while they fail).
 */
export function Balances() {
  const { locale } = useFoyerLocale()
  const balance = useBalance()
  const { tokens, loading, error } = useAccountTokens()
  return (
    <div className="balances">
      <h3>Balance</h3>
      <p className="native-balance" data-testid="headless-balance" aria-busy={balance.isPending}>
        {balance.data ? formatBalance(balance.data.formatted, balance.data.symbol, locale) : '…'}
      </p>
      <h3>Tokens</h3>
      {error ? (
        <p className="notice" role="status">
          {errorText(error)}
        </p>
      ) : null}
      <ul className="token-list" aria-busy={loading} data-testid="headless-tokens">
        {tokens.map((token) => (
          <li key={token.sendToken.address ?? 'native'}>
            <WalletIcon src={token.iconUrl} name={token.symbol} />
            <span className="token-name">
              {token.name}
              <span className="muted">{formatBalance(token.quantity, token.symbol, locale)}</span>
            </span>
            {token.value !== undefined ? (
              <span className="token-value">{formatUsd(token.value, locale)}</span>
            ) : null}
          </li>
        ))}
      </ul>
      {!loading && tokens.length === 0 ? <p className="hint">No tokens on this network.</p> : null}
    </div>
  )
}

import { type FoyerState, formatMessage } from '@foyer/core'
import { TOKEN_BALANCE_RETRY_BLOCK_MS } from '@foyer/core/internal'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { useAccountTokens } from '../../hooks/useTokenBalances.js'
import { useMessages } from '../../messages.js'
import { HeldTokenRow } from '../parts/TokenRow.js'
import { useSecondsLeft } from '../parts/useSecondsLeft.js'

/** The account's tokens: icon, name, quantity (3 decimals, truncated) and value in USD. */
export function TokensTab() {
  const m = useMessages()
  const { tokens, loading, error } = useAccountTokens()
  if (loading)
    return (
      <ul className="token-list" aria-busy="true" data-testid="foyer-tokens-loading">
        {[0, 1, 2].map((index) => (
          <li key={index} className="token skeleton" aria-hidden="true" />
        ))}
      </ul>
    )
  if (!tokens.length && !error) return <p className="empty">{m.noTokens}</p>
  return (
    <>
      {error ? <TokensUnavailable /> : null}
      <ul className="token-list">
        {tokens.map((token) => (
          <li
            key={`${token.sendToken.chainId}:${token.sendToken.address ?? 'native'}`}
            className="token"
            data-testid={`foyer-token-${token.symbol}`}
          >
            <HeldTokenRow token={token} />
          </li>
        ))}
      </ul>
    </>
  )
}

/**
 * The data service failed: say so above what the chain still tells (the coin), with a retry once the 30 s
 * block of SPEC §4 has passed.
 */
function TokensUnavailable() {
  const foyer = useFoyer()
  const m = useMessages()
  const failedAt = useFoyerSelector(selectFailedAt)
  const seconds = useSecondsLeft(
    failedAt === undefined ? undefined : failedAt + TOKEN_BALANCE_RETRY_BLOCK_MS,
  )
  return (
    <div className="banner banner-warning" role="status" data-testid="foyer-tokens-unavailable">
      <strong>{m.tokenBalanceUnavailable}</strong>
      <span>{m.tokensFromChain}</span>
      <button
        type="button"
        className="text-button"
        disabled={seconds > 0}
        data-testid="foyer-tokens-retry"
        onClick={() => foyer.queryClient.refetchQueries({ queryKey: ['foyer', 'accountTokens'] })}
      >
        {seconds > 0 ? formatMessage(m.tryAgainIn, { seconds }) : m.tryAgain}
      </button>
    </div>
  )
}

const selectFailedAt = (state: FoyerState) => state.tokenBalanceFailedAt

import type { FoyerState } from '@foyer/core'
import { goBack, updateSend } from '@foyer/core/internal'
import { useState } from 'react'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { useAccountTokens } from '../../hooks/useTokenBalances.js'
import { useMessages } from '../../messages.js'
import { SearchField } from '../parts/SearchField.js'
import { HeldTokenRow } from '../parts/TokenRow.js'

/** The account's tokens, searchable by name or symbol; choosing one sets it on the Send view. */
export function SendSelectToken() {
  const foyer = useFoyer()
  const m = useMessages()
  const [query, setQuery] = useState('')
  const chosen = useFoyerSelector(selectToken)
  const { tokens, loading } = useAccountTokens()
  const needle = query.trim().toLowerCase()
  const shown = needle
    ? tokens.filter(
        (token) =>
          token.name.toLowerCase().includes(needle) || token.symbol.toLowerCase().includes(needle),
      )
    : tokens

  return (
    <>
      <SearchField
        label={m.searchTokens}
        value={query}
        onChange={setQuery}
        testId="foyer-token-search"
      />
      {!loading && !shown.length ? (
        <p className="empty">{tokens.length ? m.noTokensFound : m.noTokens}</p>
      ) : null}
      <ul className="list" aria-busy={loading} data-testid="foyer-token-choices">
        {shown.map((token) => {
          const current =
            chosen?.chainId === token.sendToken.chainId &&
            chosen.address === token.sendToken.address
          return (
            <li key={`${token.sendToken.chainId}:${token.sendToken.address ?? 'native'}`}>
              <button
                type="button"
                className="row token-row"
                aria-current={current ? 'true' : undefined}
                data-testid={`foyer-select-token-${token.symbol}`}
                onClick={() => {
                  updateSend(foyer, { token: token.sendToken })
                  goBack(foyer)
                }}
              >
                <HeldTokenRow token={token} />
              </button>
            </li>
          )
        })}
      </ul>
    </>
  )
}

const selectToken = (state: FoyerState) => state.send.token

import { type FoyerState, formatBalance } from '@foyer/core'
import { goBack, updateSwap, viewArguments } from '@foyer/core/internal'
import { useState } from 'react'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { useSwapTokens } from '../../hooks/useSwapTokens.js'
import { useAccountTokens } from '../../hooks/useTokenBalances.js'
import { useIntlLocale, useMessages } from '../../messages.js'
import { errorMessage } from '../parts/errorMessage.js'
import { SearchField } from '../parts/SearchField.js'
import { TokenRow } from '../parts/TokenRow.js'
import { balanceOf } from './swapFormat.js'

/** Longer searches match no token name: the field stops there. */
const SEARCH_MAX_LENGTH = 64

/**
 * The tokens the network can swap, searchable by name, symbol or address, each with its icon and the
 * visitor's balance. Choosing sets one side of the swap; choosing the other side's token flips the two.
 */
export function SwapSelectToken() {
  const foyer = useFoyer()
  const m = useMessages()
  const locale = useIntlLocale()
  const [query, setQuery] = useState('')
  const side = useFoyerSelector(selectSide)
  const swap = useFoyerSelector(selectSwap)
  const list = useSwapTokens()
  const held = useAccountTokens()
  const tokens = list.data ?? []
  const needle = query.trim().toLowerCase()
  const shown = needle
    ? tokens.filter(
        (token) =>
          token.name.toLowerCase().includes(needle) ||
          token.symbol.toLowerCase().includes(needle) ||
          token.address.toLowerCase().includes(needle),
      )
    : tokens
  const chosen = side === 'from' ? swap.fromToken : swap.toToken
  const other = side === 'from' ? swap.toToken : swap.fromToken

  return (
    <>
      <SearchField
        label={m.searchTokens}
        value={query}
        onChange={setQuery}
        maxLength={SEARCH_MAX_LENGTH}
        testId="foyer-swap-token-search"
      />
      {list.error ? (
        <p className="error" role="alert">
          {errorMessage(list.error, m.swapsUnsupportedNetwork, m)}
        </p>
      ) : null}
      {list.isSuccess && !shown.length ? (
        <p className="empty">{tokens.length ? m.noTokensFound : m.swapNoTokens}</p>
      ) : null}
      <ul className="list" aria-busy={list.isLoading} data-testid="foyer-swap-token-choices">
        {shown.map((token) => {
          const balance = balanceOf(held.tokens, !held.loading && !held.error, token)
          const current = chosen?.address === token.address
          return (
            <li key={token.address}>
              <button
                type="button"
                className="row token-row"
                aria-current={current ? 'true' : undefined}
                data-testid={`foyer-swap-choose-${token.symbol}`}
                onClick={() => {
                  const flips = other?.address === token.address
                  updateSwap(
                    foyer,
                    side === 'from'
                      ? { fromToken: token, ...(flips ? { toToken: chosen } : {}) }
                      : { toToken: token, ...(flips ? { fromToken: chosen } : {}) },
                  )
                  goBack(foyer)
                }}
              >
                <TokenRow
                  icon={token.logoUri}
                  symbol={token.symbol}
                  name={token.name}
                  detail={
                    balance === undefined
                      ? token.symbol
                      : formatBalance(balance, token.symbol, locale)
                  }
                />
              </button>
            </li>
          )
        })}
      </ul>
    </>
  )
}

const selectSide = (state: FoyerState) =>
  viewArguments(state.router, 'SwapSelectToken')?.side ?? 'from'
const selectSwap = (state: FoyerState) => state.swap

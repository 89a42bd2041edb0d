import {
  type FoyerState,
  maxSwapAmount,
  type SwapReturnType,
  type SwapToken,
  validateSwap,
} from '@foyer/core'
import { flipSwap, pushView, updateSwap } from '@foyer/core/internal'
import { useEffect, useState } from 'react'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useFoyerNetwork } from '../../hooks/useFoyerNetwork.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { useSwapQuote } from '../../hooks/useSwapQuote.js'
import { useSwapTokens } from '../../hooks/useSwapTokens.js'
import { useAccountTokens } from '../../hooks/useTokenBalances.js'
import { useIntlLocale, useMessages, useRenderText } from '../../messages.js'
import { errorMessage } from '../parts/errorMessage.js'
import { SwapIcon } from '../parts/icons.js'
import { useDebouncedValue } from '../parts/useDebouncedValue.js'
import { SwapBox } from './SwapBox.js'
import { SwapDetails } from './SwapDetails.js'
import { SwapResult } from './SwapResult.js'
import { SwapSubmit } from './SwapSubmit.js'
import { balanceOf, formatSwapAmount } from './swapFormat.js'
import { useSwapArguments } from './useSwapArguments.js'

/** A quote waits for the visitor to stop typing this long, so that one keystroke is not one request. */
const QUOTE_TYPING_PAUSE_MS = 300

/**
 * Swap on the connected network: the token paid and its amount, the token received and the quote, the
 * details that say what the swap will do, then one button — Approve first when the router may not take
 * the amount yet, then Swap. What the visitor chose and typed lives in `state.swap`, so it survives the
 * token lists, a rejection in the wallet and a failed swap. The quote refreshes every 10 s while shown.
 */
export function Swap() {
  const foyer = useFoyer()
  const m = useMessages()
  const swap = useFoyerSelector(selectSwap)
  const open = useFoyerSelector(selectOpen)
  const { caipNetwork } = useFoyerNetwork()
  const list = useSwapTokens()
  const held = useAccountTokens()
  const [argumentProblem, dismissArgumentProblem] = useSwapArguments(list.data)
  const [maxProblem, setMaxProblem] = useState<string | undefined>(undefined)
  const [result, setResult] = useState<
    (SwapReturnType & { fromToken: SwapToken; toToken: SwapToken }) | undefined
  >(undefined)
  const locale = useIntlLocale()
  const render = useRenderText()
  const networkPrefix = `${caipNetwork?.caipNetworkId}:`

  // Tokens of another network (the wallet switched) are forgotten; with none chosen, the coin is paid.
  useEffect(() => {
    const { fromToken, toToken } = foyer.store.getState().swap
    const stale = (token: SwapToken | undefined) =>
      token !== undefined && !token.address.startsWith(networkPrefix)
    if (stale(fromToken) || stale(toToken))
      updateSwap(foyer, { fromToken: undefined, toToken: undefined })
    const coin = list.data?.[0]
    if (!foyer.store.getState().swap.fromToken && coin?.address.startsWith(networkPrefix))
      updateSwap(foyer, { fromToken: coin })
  }, [foyer, list.data, networkPrefix])

  const typedAmount = useDebouncedValue(swap.amount, QUOTE_TYPING_PAUSE_MS)
  const balancesKnown = !held.loading && !held.error
  const fromBalance = balanceOf(held.tokens, balancesKnown, swap.fromToken)
  const toBalance = balanceOf(held.tokens, balancesKnown, swap.toToken)
  // What stops a quote (no token, no amount, not a number…), then what stops the swap (the balance).
  const setupProblem = validateSwap(
    { ...swap, amount: typedAmount },
    caipNetwork,
    undefined,
    locale,
  )
  const swapProblem = setupProblem ?? validateSwap(swap, caipNetwork, fromBalance, locale)
  const quote = useSwapQuote({
    fromToken: swap.fromToken,
    toToken: swap.toToken,
    amount: typedAmount,
    // A closed modal keeps its view mounted (the next open is instant): the quote stops with the modal.
    enabled: !setupProblem && !result && open,
  })
  const current = quote.data && typedAmount === swap.amount ? quote.data : undefined

  if (result) return <SwapResult result={result} onAgain={() => setResult(undefined)} />

  if (list.error)
    return (
      <p className="error" role="alert" data-testid="foyer-swap-error">
        {errorMessage(list.error, m.swapsUnsupportedNetwork, m)}
      </p>
    )

  const chooseToken = (side: 'from' | 'to') => pushView(foyer, 'SwapSelectToken', { side })
  const typing = swap.amount.trim() !== '' && typedAmount !== swap.amount
  const shownProblem =
    argumentProblem ??
    maxProblem ??
    render(swap.error) ??
    (swap.amount.trim() && !typing && swapProblem?.key !== 'swapEnterAmount'
      ? render(swapProblem)
      : undefined)

  return (
    <div className="swap">
      <div className="swap-boxes">
        <SwapBox
          side="from"
          token={swap.fromToken}
          balance={fromBalance}
          amount={swap.amount}
          onAmount={(amount) => {
            setMaxProblem(undefined)
            dismissArgumentProblem()
            updateSwap(foyer, { amount })
          }}
          onChooseToken={() => chooseToken('from')}
          action={
            swap.fromToken && fromBalance !== undefined && fromBalance !== '0' ? (
              <button
                type="button"
                className="text-button swap-max"
                data-testid="foyer-swap-max"
                onClick={() => {
                  const token = swap.fromToken as SwapToken
                  maxSwapAmount(foyer, { token, balance: fromBalance }).then(
                    (amount) => updateSwap(foyer, { amount }),
                    (error: unknown) => setMaxProblem(errorMessage(error, m.requestFailed, m)),
                  )
                }}
              >
                {m.max}
              </button>
            ) : null
          }
        />
        <button
          type="button"
          className="swap-flip"
          aria-label={m.swapFlip}
          data-testid="foyer-swap-flip"
          onClick={() => {
            dismissArgumentProblem()
            flipSwap(foyer)
          }}
        >
          <SwapIcon />
        </button>
        <SwapBox
          side="to"
          token={swap.toToken}
          balance={toBalance}
          amount={current ? formatSwapAmount(current.toAmount, locale) : ''}
          busy={quote.isFetching}
          onChooseToken={() => chooseToken('to')}
        />
      </div>

      {current && swap.fromToken && swap.toToken ? (
        <SwapDetails
          quote={current}
          amount={swap.amount}
          fromToken={swap.fromToken}
          toToken={swap.toToken}
          tokens={list.data ?? []}
        />
      ) : null}

      {shownProblem ? (
        <p className="error" role="alert" data-testid="foyer-swap-error">
          {shownProblem}
        </p>
      ) : quote.error && !setupProblem ? (
        <p className="error" role="alert" data-testid="foyer-swap-error">
          {errorMessage(quote.error, m.swapQuoteUnavailable, m)}
        </p>
      ) : null}

      <SwapSubmit
        quote={current}
        quoting={!setupProblem && (typing || (quote.isPending && quote.fetchStatus === 'fetching'))}
        problem={swapProblem ?? (quote.error ? { key: 'swapQuoteUnavailable' } : undefined)}
        onSwapped={setResult}
      />
    </div>
  )
}

const selectSwap = (state: FoyerState) => state.swap
const selectOpen = (state: FoyerState) => state.open

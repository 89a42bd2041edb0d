import {
  type FoyerState,
  formatMessage,
  type GetSwapQuoteReturnType,
  hideToast,
  type KeyedText,
  SwapError,
  type SwapReturnType,
  type SwapToken,
  showToast,
} from '@foyer/core'
import { updateSwap } from '@foyer/core/internal'
import { useState } from 'react'
import { useApproveSwap } from '../../hooks/useApproveSwap.js'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { useSwap } from '../../hooks/useSwap.js'
import { useIntlLocale, useMessages } from '../../messages.js'
import { errorText } from '../parts/errorMessage.js'
import { fillNodes, joinPlaceholders, Ltr } from '../parts/Ltr.js'
import { formatSwapAmount } from './swapFormat.js'

export type SwapOutcome = SwapReturnType & { fromToken: SwapToken; toToken: SwapToken }

/**
 * The Swap view's one button, in the step the swap is at: a disabled button saying what is missing, then
 * 'Approve {symbol}' (a separate transaction, said so) when the router may not take the amount yet, then
 * 'Swap'. A failure or a rejection is kept on the view with what was typed.
 */
export function SwapSubmit({
  quote,
  quoting,
  problem,
  onSwapped,
}: {
  /** The quote for what is typed now, once there is one. */
  quote: GetSwapQuoteReturnType | undefined
  quoting: boolean
  /** Why the swap cannot go ahead as typed. */
  problem: KeyedText | undefined
  onSwapped: (outcome: SwapOutcome) => void
}) {
  const foyer = useFoyer()
  const m = useMessages()
  const locale = useIntlLocale()
  const swap = useFoyerSelector(selectSwap)
  const { approveSwapAsync } = useApproveSwap()
  const { swapAsync, isPending: swapping } = useSwap()
  // Covers the approval and the new quote after it, which no longer asks for one.
  const [approving, setApproving] = useState(false)
  const { fromToken, toToken } = swap

  const disabled = (label: string) => (
    <button type="button" className="primary" disabled data-testid="foyer-swap-submit">
      {label}
    </button>
  )
  if (!fromToken || !toToken) return disabled(m.selectToken)
  if (problem?.key === 'swapEnterAmount') return disabled(m.swapEnterAmount)
  if (problem) return disabled(m.swapConfirm)
  if (quoting || !quote) return disabled(m.swapQuoting)

  const input = { fromToken, toToken, amount: swap.amount }
  const failed = (error: unknown) => {
    updateSwap(foyer, { error: errorText(error, { key: 'requestFailed' }) })
    // The quote on screen is out of date: show the new one at once rather than at the next refresh.
    if (error instanceof SwapError && error.code === 'PRICE_MOVED')
      void foyer.queryClient.refetchQueries({ queryKey: ['foyer', 'swapQuote'] })
  }

  if (quote.needsApproval || approving) {
    const approve = () => {
      updateSwap(foyer, { error: undefined })
      setApproving(true)
      approveSwapAsync(input)
        .then(async () => {
          showToast(foyer, {
            variant: 'success',
            message: formatMessage(m.swapApproved, { symbol: fromToken.symbol }),
          })
          await foyer.queryClient.refetchQueries({ queryKey: ['foyer', 'swapQuote'] })
        }, failed)
        .finally(() => setApproving(false))
    }
    return (
      <>
        <p className="swap-step" data-testid="foyer-swap-approve-note">
          {fillNodes(joinPlaceholders(m.swapApproveExplained, 'amount', 'symbol'), {
            amount: (
              <Ltr>
                {formatSwapAmount(swap.amount, locale)} {fromToken.symbol}
              </Ltr>
            ),
            symbol: fromToken.symbol,
          })}
        </p>
        <button
          type="button"
          className="primary"
          disabled={approving}
          aria-busy={approving}
          data-testid="foyer-swap-approve"
          onClick={approve}
        >
          {formatMessage(approving ? m.swapApproving : m.swapApprove, { symbol: fromToken.symbol })}
        </button>
      </>
    )
  }

  const confirm = () => {
    updateSwap(foyer, { error: undefined })
    const toast = showToast(foyer, { variant: 'loading', message: m.swapping })
    swapAsync({ ...input, quote: quote.quote }).then(
      (outcome) => {
        hideToast(foyer, toast)
        // The Swap view shows the outcome; a visitor who has moved on gets a toast instead.
        if (foyer.store.getState().router.view !== 'Swap')
          showToast(foyer, { variant: 'success', message: m.swapped })
        updateSwap(foyer, { amount: '' })
        onSwapped({ ...outcome, fromToken, toToken })
      },
      (error: unknown) => {
        hideToast(foyer, toast)
        failed(error)
      },
    )
  }
  return (
    <button
      type="button"
      className="primary"
      disabled={swapping}
      aria-busy={swapping}
      data-testid="foyer-swap-submit"
      onClick={confirm}
    >
      {swapping ? m.swapping : m.swapConfirm}
    </button>
  )
}

const selectSwap = (state: FoyerState) => state.swap

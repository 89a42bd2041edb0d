import { formatMessage } from '@foyer/core'
import { resetView } from '@foyer/core/internal'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useIntlLocale, useMessages } from '../../messages.js'
import { TokenIcon } from '../parts/TokenIcon.js'
import type { SwapOutcome } from './SwapSubmit.js'
import { formatSwapAmount } from './swapFormat.js'

/** The swap is mined: what was paid and received, then back to the account or another swap. */
export function SwapResult({ result, onAgain }: { result: SwapOutcome; onAgain: () => void }) {
  const foyer = useFoyer()
  const m = useMessages()
  const locale = useIntlLocale()
  const paid = `${formatSwapAmount(result.fromAmount, locale)} ${result.fromToken.symbol}`
  const received = `${formatSwapAmount(result.toAmount, locale)} ${result.toToken.symbol}`
  return (
    <div className="swap-result" data-testid="foyer-swap-result">
      <div className="swap-result-icons" aria-hidden="true">
        <TokenIcon src={result.fromToken.logoUri} symbol={result.fromToken.symbol} />
        <TokenIcon src={result.toToken.logoUri} symbol={result.toToken.symbol} />
      </div>
      <p className="lead">{m.swapped}</p>
      <p className="muted" data-testid="foyer-swap-result-text">
        {formatMessage(m.swapSucceeded, { from: paid, to: received })}
      </p>
      <button
        type="button"
        className="primary"
        data-testid="foyer-swap-done"
        onClick={() => resetView(foyer, 'Account')}
      >
        {m.swapDone}
      </button>
      <button
        type="button"
        className="text-button"
        data-testid="foyer-swap-again"
        onClick={onAgain}
      >
        {m.swapAgain}
      </button>
    </div>
  )
}

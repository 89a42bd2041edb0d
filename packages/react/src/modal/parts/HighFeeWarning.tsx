import { formatMessage } from '@foyer/core'
import { useIntlLocale, useMessages } from '../../messages.js'

/**
 * A network fee at or above this share of what is sent or swapped (both in USD) is called out before the
 * visitor confirms: 5%, like a swap's high price impact (SwapDetails). 0.47 ETH of fee on a $50 swap is
 * far past it; a normal fee on an L2 is far below.
 */
export const HIGH_FEE_SHARE = 0.05

/** The fee's share of the amount, or undefined when either is unknown (no prices: no warning). */
export function feeShare(
  feeUsd: number | undefined,
  amountUsd: number | undefined,
): number | undefined {
  if (feeUsd === undefined || amountUsd === undefined) return undefined
  if (!Number.isFinite(feeUsd) || !Number.isFinite(amountUsd) || amountUsd <= 0) return undefined
  return feeUsd / amountUsd
}

/** 'High network fee: 12% of the amount', shown only when the fee is at least HIGH_FEE_SHARE of it. */
export function HighFeeWarning({
  feeUsd,
  amountUsd,
  testId,
}: {
  feeUsd: number | undefined
  amountUsd: number | undefined
  testId: string
}) {
  const m = useMessages()
  const locale = useIntlLocale()
  const share = feeShare(feeUsd, amountUsd)
  if (share === undefined || share < HIGH_FEE_SHARE) return null
  const percent = new Intl.NumberFormat(locale, { style: 'percent' }).format(share)
  return (
    <p className="banner banner-warning" role="status" data-testid={testId}>
      <strong>{formatMessage(m.highNetworkFee, { percent })}</strong>
    </p>
  )
}

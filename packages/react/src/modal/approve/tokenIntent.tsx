import { formatBalance, formatUnits, type Messages, truncateAddress } from '@foyer/core'
import type { ApprovalCall } from '@foyer/core/adapter'
import type { ReactNode } from 'react'
import { fillNodes, Ltr } from '../parts/Ltr.js'
import { TokenIcon } from '../parts/TokenIcon.js'
import type { KnownToken } from '../parts/useKnownToken.js'

/** An allowance this large is "everything" in practice (type(uint256).max and its near neighbours). */
const UNLIMITED = 2n ** 128n

/**
 * A token call as the sentence a person decides on ('Allow 0x7099…79C8 to spend 1 fUSD', 'Send 1 fUSD to
 * …'), the wording the wallet's own approval page uses; null when the call is not an ERC-20 approve or
 * transfer of a token the modal knows (the view then shows the call's fields).
 */
export function tokenIntent(
  call: ApprovalCall,
  token: KnownToken | undefined,
  m: Messages,
  locale: string,
): ReactNode {
  if (!token || !call.call) return null
  const [first, second, third] = call.call.args.map((arg) => arg.value)
  const amount = (units: string | undefined) =>
    units !== undefined && /^\d{1,80}$/.test(units) ? (
      <Ltr className="approval-token-amount">
        <TokenIcon src={token.icon} symbol={token.symbol} />
        <strong>
          {formatBalance(formatUnits(BigInt(units), token.decimals), token.symbol, locale)}
        </strong>
      </Ltr>
    ) : undefined
  const address = (value: string | undefined) =>
    value ? (
      <Ltr className="mono" key={value}>
        <span title={value}>{truncateAddress(value)}</span>
      </Ltr>
    ) : undefined
  let sentence: ReactNode
  if (call.call.name === 'approve' && first && second && /^\d{1,80}$/.test(second))
    sentence =
      BigInt(second) >= UNLIMITED
        ? fillNodes(m.approvalIntentApproveAll, {
            spender: address(first),
            symbol: <Ltr>{token.symbol}</Ltr>,
          })
        : fillNodes(m.approvalIntentApprove, { spender: address(first), amount: amount(second) })
  else if (call.call.name === 'transfer' && first && amount(second))
    sentence = fillNodes(m.approvalIntentTransfer, {
      recipient: address(first),
      amount: amount(second),
    })
  else if (call.call.name === 'transferFrom' && second && amount(third))
    sentence = fillNodes(m.approvalIntentTransfer, {
      recipient: address(second),
      amount: amount(third),
    })
  else return null
  return (
    <p className="approval-intent" data-testid="foyer-approval-intent">
      {sentence}
    </p>
  )
}

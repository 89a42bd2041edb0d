import type { ApprovalSummary } from '@foyer/core/adapter'
import { useIntlLocale, useMessages } from '../../messages.js'
import { CopyIcon } from '../parts/icons.js'
import { Ltr } from '../parts/Ltr.js'
import { useCopyAddress } from '../parts/useCopyAddress.js'
import { useKnownToken } from '../parts/useKnownToken.js'
import { ApprovalFields } from './ApprovalFields.js'
import { LongHex } from './LongHex.js'
import { tokenIntent } from './tokenIntent.js'

type Transaction = Extract<ApprovalSummary, { kind: 'transaction' }>

/**
 * A transaction as a person checks it: the full recipient (not truncated: this is where a swapped address
 * would show), the value, and the call — decoded when the contract's function is known, else the raw data.
 */
export function TransactionSummary({ transaction }: { transaction: Transaction }) {
  const m = useMessages()
  const locale = useIntlLocale()
  const { to, value, symbol, data, call } = transaction
  const token = useKnownToken(call ? to : undefined)
  const recipient = (
    <div>
      <dt>{m.approvalRecipient}</dt>
      <dd>{to ? <Recipient address={to} /> : m.approvalContractCreation}</dd>
    </div>
  )
  const amount = (
    <div>
      <dt>{m.approvalValue}</dt>
      <dd data-testid="foyer-approval-value">
        <Ltr>
          {value} {symbol}
        </Ltr>
      </dd>
    </div>
  )
  const decoded = call ? (
    <div>
      <dt>{m.approvalFunction}</dt>
      <dd>
        <span className="mono" data-testid="foyer-approval-function">
          {call.name}
        </span>
        {call.args.length ? <ApprovalFields fields={call.args} /> : null}
      </dd>
    </div>
  ) : null
  const intent = tokenIntent(transaction, token, m, locale)
  // A token call the modal can word: the sentence, the call itself under 'Details' (coin sent along stays).
  if (intent)
    return (
      <div className="approval-call">
        {intent}
        {/^0(\.0*)?$/.test(value) ? null : <dl className="approval-details">{amount}</dl>}
        <details className="approval-more">
          <summary>{m.approvalShowDetails}</summary>
          <dl className="approval-details">
            {recipient}
            {/^0(\.0*)?$/.test(value) ? amount : null}
            {decoded}
          </dl>
        </details>
      </div>
    )
  return (
    <dl className="approval-details">
      {recipient}
      {amount}
      {decoded ?? (
        <div>
          <dt>{m.approvalData}</dt>
          <dd>{data && data !== '0x' ? <LongHex value={data} /> : m.approvalNoData}</dd>
        </div>
      )}
    </dl>
  )
}

function Recipient({ address }: { address: string }) {
  const m = useMessages()
  const copy = useCopyAddress(address)
  return (
    <span className="approval-recipient">
      <span className="mono" data-testid="foyer-approval-recipient">
        {address}
      </span>
      <button type="button" className="icon-button" aria-label={m.copyAddress} onClick={copy}>
        <CopyIcon />
      </button>
    </span>
  )
}

import type { ApprovalSummary } from '@foyer/core'
import { useMessages } from '../../messages.js'
import { CopyIcon } from '../parts/icons.js'
import { useCopyAddress } from '../parts/useCopyAddress.js'
import { ApprovalFields } from './ApprovalFields.js'
import { LongHex } from './LongHex.js'

type Transaction = Extract<ApprovalSummary, { kind: 'transaction' }>

/**
 * A transaction as a person checks it: the full recipient (not truncated: this is where a swapped address
 * would show), the value, and the call — decoded when the contract's function is known, else the raw data.
 */
export function TransactionSummary({ transaction }: { transaction: Transaction }) {
  const m = useMessages()
  const { to, value, symbol, data, call } = transaction
  return (
    <dl className="approval-details">
      <div>
        <dt>{m.approvalRecipient}</dt>
        <dd>{to ? <Recipient address={to} /> : m.approvalContractCreation}</dd>
      </div>
      <div>
        <dt>{m.approvalValue}</dt>
        <dd data-testid="foyer-approval-value">
          {value} {symbol}
        </dd>
      </div>
      {call ? (
        <div>
          <dt>{m.approvalFunction}</dt>
          <dd>
            <span className="mono" data-testid="foyer-approval-function">
              {call.name}
            </span>
            {call.args.length ? <ApprovalFields fields={call.args} /> : null}
          </dd>
        </div>
      ) : (
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

import { formatMessage } from '@foyer/core'
import type { ApprovalSummary } from '@foyer/core/adapter'
import { useMessages } from '../../messages.js'
import { TransactionSummary } from './TransactionSummary.js'

type Calls = Extract<ApprovalSummary, { kind: 'calls' }>

/** A batch (EIP-5792): every call, numbered, in the order the wallet will make them, all approved at once. */
export function CallsSummary({ summary }: { summary: Calls }) {
  const m = useMessages()
  const count = summary.calls.length
  return (
    <ol className="approval-calls" data-testid="foyer-approval-calls">
      {/* The calls never reorder while shown: the position is their identity. */}
      {summary.calls.map((call, index) => (
        <li key={index} data-testid="foyer-approval-call">
          <h3 className="label">
            {formatMessage(m.approvalCallNumber, { index: index + 1, count })}
          </h3>
          <TransactionSummary transaction={{ kind: 'transaction', ...call }} />
        </li>
      ))}
    </ol>
  )
}

import { formatMessage } from '@foyer/core'
import type { ApprovalSummary } from '@foyer/core/adapter'
import { useMessages } from '../../messages.js'
import { ApprovalFields } from './ApprovalFields.js'
import { CallsSummary } from './CallsSummary.js'
import { LongHex } from './LongHex.js'
import { PermissionSummary } from './PermissionSummary.js'
import { TransactionSummary } from './TransactionSummary.js'

/** The request's content by kind: the message's text, typed data's fields, a transaction, signed bytes. */
export function RequestSummary({ summary }: { summary: ApprovalSummary }) {
  const m = useMessages()
  return (
    <div className="approval-summary" data-testid="foyer-approval-summary">
      {summary.kind === 'message' ? (
        <>
          <h3 className="label">{m.approvalMessage}</h3>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a long message scrolls, so it must be reachable from the keyboard too. */}
          <pre className="approval-message mono" tabIndex={0}>
            {summary.message}
          </pre>
        </>
      ) : summary.kind === 'typedData' ? (
        <>
          <h3 className="label">{m.approvalDomain}</h3>
          <ApprovalFields fields={summary.domain} />
          <h3 className="label">
            {summary.primaryType
              ? formatMessage(m.approvalTypedMessage, { type: summary.primaryType })
              : m.approvalMessage}
          </h3>
          <ApprovalFields fields={summary.message} />
        </>
      ) : summary.kind === 'transaction' ? (
        <TransactionSummary transaction={summary} />
      ) : summary.kind === 'calls' ? (
        <CallsSummary summary={summary} />
      ) : summary.kind === 'permissions' ? (
        <PermissionSummary summary={summary} />
      ) : (
        <div className="approval-box">
          <LongHex value={summary.serialized} />
        </div>
      )}
    </div>
  )
}

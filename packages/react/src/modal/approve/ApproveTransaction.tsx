import { formatMessage, type Messages } from '@foyer/core'
import type { ApprovalSummary } from '@foyer/core/adapter'
import { useApproval } from '../../hooks/useApproval.js'
import { useFoyerNetwork } from '../../hooks/useFoyerNetwork.js'
import { useMessages } from '../../messages.js'
import { RequestSummary } from './RequestSummary.js'
import { WalletApprovalFrame } from './WalletApprovalFrame.js'

/**
 * The unsafe request on top of the approval stack, in a form a person can check, with Reject and Approve.
 * Once approved, both wait while the wallet signs or sends; core then pops or closes the view.
 */
export function ApproveTransaction() {
  const m = useMessages()
  const { request, approve, reject } = useApproval()
  const { networks } = useFoyerNetwork()
  // The stack just emptied: core is taking the view away.
  if (!request) return null
  const running = request.status === 'running'
  const network = request.caipNetworkId
    ? (networks.find((candidate) => candidate.caipNetworkId === request.caipNetworkId)?.name ??
      request.caipNetworkId)
    : undefined

  return (
    <div className="approval">
      <div className="approval-intro">
        {/* The wallet's page says what is asked, in its own words: the modal does not say it twice. */}
        {request.walletFrame ? null : <p className="lead">{introText(request.summary, m)}</p>}
        {network ? (
          <p className="approval-network" data-testid="foyer-approval-network">
            {network}
          </p>
        ) : null}
      </div>
      {request.walletFrame ? (
        <WalletApproval
          frame={request.walletFrame}
          title={m.approveTransaction}
          cancel={reject}
          cancelText={m.cancel}
        />
      ) : (
        <LocalApproval
          running={running}
          approve={approve}
          reject={reject}
          m={m}
          summary={request.summary}
        />
      )}
    </div>
  )
}

/**
 * The embedded wallet's request: its own approval page takes the decision (the modal cannot approve for it);
 * the modal's Reject withdraws the request.
 */
function WalletApproval({
  frame,
  title,
  cancel,
  cancelText,
}: {
  frame: { src: string; origin: string }
  title: string
  cancel(): void
  cancelText: string
}) {
  return (
    <>
      <WalletApprovalFrame src={frame.src} origin={frame.origin} title={title} />
      {/* Withdraws the request (the wallet's own Reject declines it): the way out if its page cannot load. */}
      <button type="button" className="text-button" data-testid="foyer-reject" onClick={cancel}>
        {cancelText}
      </button>
    </>
  )
}

/** A request the modal decides on itself: its summary, Reject and Approve. */
function LocalApproval({
  running,
  approve,
  reject,
  m,
  summary,
}: {
  running: boolean
  approve(): void
  reject(): void
  m: Messages
  summary: ApprovalSummary
}) {
  return (
    <>
      <RequestSummary summary={summary} />
      <div className="approval-actions">
        <button
          type="button"
          className="secondary"
          disabled={running}
          data-testid="foyer-reject"
          onClick={reject}
        >
          {m.reject}
        </button>
        <button
          type="button"
          className="primary"
          disabled={running}
          aria-busy={running}
          data-testid="foyer-approve"
          onClick={approve}
        >
          {running ? (
            <>
              <span className="spinner" aria-hidden="true" />
              {m.approving}
            </>
          ) : (
            m.approve
          )}
        </button>
      </div>
    </>
  )
}

/** What is asked, in a few words: sign a message or typed data, send a transaction. */
function introText(summary: ApprovalSummary, m: Messages): string {
  switch (summary.kind) {
    case 'message':
      return m.approveMessage
    case 'typedData':
      return formatMessage(m.approveTypedData, { primaryType: summary.primaryType })
    case 'transaction':
      return m.approveTransactionDetails
    case 'rawTransaction':
      return m.approveRawTransaction
    case 'calls':
      // One call is a transaction like any other.
      return summary.calls.length === 1
        ? m.approveTransactionDetails
        : formatMessage(m.approveCalls, { count: summary.calls.length })
    case 'permissions':
      return summary.action === 'grant' ? m.approveGrantPermission : m.approveRevokePermission
  }
}

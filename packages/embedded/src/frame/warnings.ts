import type { ApprovalCall, ApprovalField, ApprovalSummary } from '@foyer/core/adapter'
import type { ApprovalWarning } from '../approval/protocol.js'

/** An allowance this large is "everything" in practice (type(uint256).max and its near neighbours). */
const UNLIMITED = 2n ** 128n

/**
 * What the visitor must not miss in a request: unlimited approvals, permits, session keys (the approval page
 * says each in the visitor's language).
 */
export function approvalWarnings(summary: ApprovalSummary): ApprovalWarning[] {
  const warnings = new Set<ApprovalWarning>()
  const calls: ApprovalCall[] =
    summary.kind === 'transaction' ? [summary] : summary.kind === 'calls' ? summary.calls : []
  for (const call of calls) if (isUnlimitedApproval(call)) warnings.add('unlimitedApproval')
  if (summary.kind === 'typedData') {
    if (/permit/i.test(summary.primaryType)) warnings.add('permit')
    if (hasUnlimitedAmount(summary.message)) warnings.add('unlimitedApproval')
  }
  if (summary.kind === 'permissions' && summary.action === 'grant') warnings.add('sessionKey')
  return [...warnings]
}

function isUnlimitedApproval(call: ApprovalCall): boolean {
  if (call.call?.name !== 'approve') return false
  const amount = call.call.args.find((arg) => arg.name === 'amount' || arg.name === 'value')
  return amount ? isHuge(amount.value) : false
}

/** A permit's amount fields (value, amount, allowed…) anywhere in the message. */
function hasUnlimitedAmount(fields: readonly ApprovalField[]): boolean {
  return fields.some((field) =>
    field.fields
      ? hasUnlimitedAmount(field.fields)
      : /^(value|amount|allowed|allowance)$/i.test(field.name) &&
        (field.value === 'true' || isHuge(field.value)),
  )
}

function isHuge(value: string): boolean {
  return /^\d{1,80}$/.test(value) && BigInt(value) >= UNLIMITED
}

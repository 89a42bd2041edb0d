import type { ApprovalCall, ApprovalField, ApprovalSummary } from '@foyer/core'

/** An allowance this large is "everything" in practice (type(uint256).max and its near neighbours). */
const UNLIMITED = 2n ** 128n

export const UNLIMITED_APPROVAL =
  'Unlimited approval: the spender can move all of this token from your wallet, now and later'
export const PERMIT_SIGNATURE =
  'This signature is a permit: whoever holds it can move your tokens without asking you again'
export const SESSION_KEY_GRANT =
  'A session key will act for you without asking, within this allowance, until it expires'

/** What the visitor must not miss in a request: unlimited approvals, permits, session keys. */
export function approvalWarnings(summary: ApprovalSummary): string[] {
  const warnings = new Set<string>()
  const calls: ApprovalCall[] =
    summary.kind === 'transaction' ? [summary] : summary.kind === 'calls' ? summary.calls : []
  for (const call of calls) if (isUnlimitedApproval(call)) warnings.add(UNLIMITED_APPROVAL)
  if (summary.kind === 'typedData') {
    if (/permit/i.test(summary.primaryType)) warnings.add(PERMIT_SIGNATURE)
    if (hasUnlimitedAmount(summary.message)) warnings.add(UNLIMITED_APPROVAL)
  }
  if (summary.kind === 'permissions' && summary.action === 'grant') warnings.add(SESSION_KEY_GRANT)
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

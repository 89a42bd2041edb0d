import type { Messages } from '@foyer/core'
import type { ApprovalSummary } from '@foyer/core/adapter'
import { useIntlLocale, useMessages } from '../../messages.js'

type Permission = Extract<ApprovalSummary, { kind: 'permissions' }>

/** The labels of the fields a permission request carries (the adapter names them, the catalogue words them). */
const LABELS: Record<string, keyof Messages> = {
  signer: 'approvalPermissionSigner',
  token: 'approvalPermissionToken',
  allowance: 'approvalPermissionAllowance',
  expiry: 'approvalPermissionExpiry',
  error: 'approvalPermissionRefused',
}

/** A permission granted or revoked: which key, which token, how much, until when — or why it cannot be. */
export function PermissionSummary({ summary }: { summary: Permission }) {
  const m = useMessages()
  const locale = useIntlLocale()
  const show = (name: string, value: string) =>
    name === 'expiry' && /^\d+$/.test(value)
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
          Number(value) * 1000,
        )
      : value
  return (
    <dl className="approval-details" data-testid="foyer-approval-permission">
      {summary.fields.map((field) => (
        <div key={field.name}>
          <dt>{LABELS[field.name] ? m[LABELS[field.name] as keyof Messages] : field.name}</dt>
          <dd className={field.name === 'signer' || field.name === 'token' ? 'mono' : undefined}>
            {show(field.name, field.value)}
          </dd>
        </div>
      ))}
    </dl>
  )
}

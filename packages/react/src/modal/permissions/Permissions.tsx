import {
  formatBalance,
  formatUnits,
  type GrantedPermission,
  showToast,
  truncateAddress,
} from '@foyer/core'
import { useFoyer } from '../../hooks/useFoyer.js'
import { usePermissions } from '../../hooks/usePermissions.js'
import { useRevokePermissions } from '../../hooks/useRevokePermissions.js'
import { useIntlLocale, useMessages } from '../../messages.js'
import { errorMessage } from '../parts/errorMessage.js'
import { fillNodes, Ltr } from '../parts/Ltr.js'
import { TokenIcon } from '../parts/TokenIcon.js'
import { useKnownToken } from '../parts/useKnownToken.js'

/**
 * The permissions the visitor granted to other keys (smart sessions) that still run: what each allows and
 * until when, with Revoke (approved like any transaction, then done on chain).
 */
export function Permissions() {
  const m = useMessages()
  const permissions = usePermissions()
  const list = permissions.data ?? []
  if (permissions.isPending) return <p className="muted permissions-empty">…</p>
  if (list.length === 0)
    return (
      <p className="muted permissions-empty" data-testid="foyer-permissions-empty">
        {m.noPermissions}
      </p>
    )
  return (
    <ul className="list permissions" data-testid="foyer-permissions">
      {list.map((permission) => (
        <PermissionRow key={permission.permissionsContext} permission={permission} />
      ))}
    </ul>
  )
}

function PermissionRow({ permission }: { permission: GrantedPermission }) {
  const foyer = useFoyer()
  const m = useMessages()
  const locale = useIntlLocale()
  const token = useKnownToken(permission.token)
  const revoke = useRevokePermissions()
  // 'Up to 10 fUSD' with the token's icon; a token the modal cannot name stays its amount and address.
  const amount = token ? (
    <Ltr className="permission-amount">
      <TokenIcon src={token.icon} symbol={token.symbol} />
      {formatBalance(formatUnits(permission.allowance, token.decimals), token.symbol, locale)}
    </Ltr>
  ) : (
    <Ltr>{`${permission.allowance} × ${truncateAddress(permission.token)}`}</Ltr>
  )
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    permission.expiry * 1000,
  )
  const onRevoke = () =>
    revoke
      .revokePermissionsAsync({ permissionsContext: permission.permissionsContext })
      .then(() => showToast(foyer, { variant: 'success', message: m.permissionRevoked }))
      .catch((error: unknown) =>
        showToast(foyer, { variant: 'error', message: errorMessage(error, m.requestFailed, m) }),
      )
  return (
    <li className="permission" data-testid="foyer-permission">
      <div className="permission-text">
        <span className="row-label">{fillNodes(m.permissionAllowance, { amount, date })}</span>
        <span className="muted" title={permission.signer}>
          {m.approvalPermissionSigner}{' '}
          <Ltr className="mono">{truncateAddress(permission.signer)}</Ltr>
        </span>
      </div>
      <button
        type="button"
        className="secondary danger"
        disabled={revoke.isPending}
        aria-busy={revoke.isPending}
        data-testid="foyer-permission-revoke"
        onClick={onRevoke}
      >
        {m.revokePermission}
      </button>
    </li>
  )
}

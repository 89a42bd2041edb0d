import { showToast } from '@foyer/core'
import { pushView } from '@foyer/core/internal'
import { useFoyer } from '../../hooks/useFoyer.js'
import { usePreferredAccountType } from '../../hooks/usePreferredAccountType.js'
import { useMessages } from '../../messages.js'
import { errorMessage } from '../parts/errorMessage.js'
import { ChevronIcon } from '../parts/icons.js'

/**
 * The embedded wallet's two accounts (SPEC §3): switching between the smart account and the EOA, where the
 * network has smart accounts; and, with smart sessions on, the permissions granted from the smart account.
 */
export function AccountTypeRows() {
  const foyer = useFoyer()
  const m = useMessages()
  const { type, canSwitch, setPreferredAccountTypeAsync, isPending } = usePreferredAccountType()
  if (!canSwitch || !type) return null
  const other = type === 'smartAccount' ? 'eoa' : 'smartAccount'
  const onSwitch = () =>
    setPreferredAccountTypeAsync({ type: other }).catch((error: unknown) =>
      showToast(foyer, { variant: 'error', message: errorMessage(error, m.requestFailed, m) }),
    )
  return (
    <>
      <li>
        <button
          type="button"
          className="row"
          data-testid="foyer-switch-account-type"
          disabled={isPending}
          aria-busy={isPending}
          onClick={onSwitch}
        >
          <span className="row-label">
            {other === 'eoa' ? m.switchToEoa : m.switchToSmartAccount}
          </span>
          {isPending ? <span className="spinner" aria-hidden="true" /> : null}
        </button>
      </li>
      {type === 'smartAccount' && foyer.options.features.smartSessions ? (
        <li>
          <button
            type="button"
            className="row"
            data-testid="foyer-permissions-row"
            onClick={() => pushView(foyer, 'Permissions')}
          >
            <span className="row-label">{m.permissions}</span>
            <ChevronIcon />
          </button>
        </li>
      ) : null}
    </>
  )
}

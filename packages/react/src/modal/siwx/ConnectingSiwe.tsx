import { closeModal, formatMessage } from '@foyer/core'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useSignIn } from '../../hooks/useSignIn.js'
import { useWalletInfo } from '../../hooks/useWalletInfo.js'
import { useMessages, useRenderText } from '../../messages.js'
import { WalletIcon } from '../parts/WalletIcon.js'

/**
 * Sign-in with the wallet after connect (SPEC §2 ConnectingSiwe): what signing means, then Sign in or
 * Cancel. The modal's reactions (core's signInReactions.ts) open it, close it on success, reopen it with
 * the reason on failure, and disconnect when the visitor closes it unsigned and sign-in is required.
 */
export function ConnectingSiwe() {
  const foyer = useFoyer()
  const m = useMessages()
  const render = useRenderText()
  const wallet = useWalletInfo()
  const appName = foyer.options.metadata?.name
  const { status, error, required, signIn } = useSignIn()
  const busy = status === 'checking' || status === 'signing'
  return (
    <div className="connecting sign-in" aria-busy={busy}>
      <div className={busy ? 'connecting-icon pending' : 'connecting-icon'}>
        <WalletIcon src={wallet?.icon} name={wallet?.name ?? m.wallet} size="large" />
      </div>
      <p className="lead">{formatMessage(m.signInTitle, { name: appName ?? m.thisApp })}</p>
      <p className="muted">{m.signInDetails}</p>
      {required ? <p className="muted sign-in-required">{m.signInRequired}</p> : null}
      <p className="sign-in-status" role="status" data-testid="foyer-sign-in-status">
        {status === 'checking' ? m.signInChecking : status === 'signing' ? m.signInWaiting : ''}
      </p>
      {error && status === 'signedOut' ? (
        <p className="error" role="alert" data-testid="foyer-sign-in-error">
          {render(error)}
        </p>
      ) : null}
      <div className="sign-in-actions">
        <button
          type="button"
          className="secondary"
          data-testid="foyer-sign-in-cancel"
          onClick={() => closeModal(foyer)}
        >
          {m.cancel}
        </button>
        <button
          type="button"
          className="primary"
          disabled={busy}
          aria-busy={status === 'signing'}
          data-testid="foyer-sign-in"
          onClick={signIn}
        >
          {status === 'signing' ? <span className="spinner" aria-hidden="true" /> : null}
          {m.signIn}
        </button>
      </div>
    </div>
  )
}

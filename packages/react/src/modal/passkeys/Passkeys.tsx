import { useEmbeddedPasskeys } from '../../hooks/useEmbeddedPasskeys.js'
import { useMessages } from '../../messages.js'
import { errorMessage } from '../parts/errorMessage.js'
import { AddPasskey } from './AddPasskey.js'
import { PasskeyRow } from './PasskeyRow.js'

/**
 * The embedded wallet's passkeys, oldest first (what one is for, while there is none), and Add a passkey.
 */
export function Passkeys() {
  const m = useMessages()
  const passkeys = useEmbeddedPasskeys()
  return (
    <div className="passkeys">
      {passkeys.isPending ? (
        <p className="muted devices-empty">…</p>
      ) : passkeys.error ? (
        <>
          <p className="error" role="alert" data-testid="foyer-passkeys-error">
            {errorMessage(passkeys.error, m.requestFailed, m)}
          </p>
          <button type="button" className="secondary" onClick={() => void passkeys.refetch()}>
            {m.tryAgain}
          </button>
        </>
      ) : passkeys.data.length === 0 ? (
        <p className="muted" data-testid="foyer-passkeys-empty">
          {m.passkeysEmpty}
        </p>
      ) : (
        <ul className="list devices" data-testid="foyer-passkeys">
          {passkeys.data.map((passkey, index) => (
            <PasskeyRow key={passkey.id} passkey={passkey} number={index + 1} />
          ))}
        </ul>
      )}
      <AddPasskey />
    </div>
  )
}

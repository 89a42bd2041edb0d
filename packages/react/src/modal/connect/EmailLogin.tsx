import { type Connector, isEmail } from '@foyer/core'
import { pushView } from '@foyer/core/internal'
import { useId, useState } from 'react'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useMessages } from '../../messages.js'
import { EmailInput } from '../parts/EmailInput.js'
import { KeyIcon } from '../parts/icons.js'

/** Whether this browser has WebAuthn (the wallet's passkey page needs it): else no passkey entry is shown. */
const hasPasskeys = () => typeof window !== 'undefined' && 'PublicKeyCredential' in window

/**
 * E-mail login through the embedded wallet: an address, checked when Continue is pressed, then
 * ConnectingExternal runs the auth connector's flow with it (the code, a device approval). Beneath it, a
 * passkey sign-in for a visitor who added one (no address, no code: the wallet's passkey page).
 */
export function EmailLogin({ connector }: { connector: Connector }) {
  const foyer = useFoyer()
  const m = useMessages()
  const inputId = useId()
  const errorId = useId()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()

  return (
    <>
      <form
        className="form email-login"
        noValidate
        data-testid="foyer-email-login"
        onSubmit={(event) => {
          event.preventDefault()
          const address = email.trim()
          if (!isEmail(address)) return setError(m.invalidEmail)
          setError(undefined)
          pushView(foyer, 'ConnectingExternal', { connectorUid: connector.uid, email: address })
        }}
      >
        <label className="label" htmlFor={inputId}>
          {m.emailAddress}
        </label>
        <div className="input-row">
          <EmailInput
            id={inputId}
            value={email}
            errorId={error ? errorId : undefined}
            testId="foyer-email-input"
            onChange={(value) => {
              setEmail(value)
              setError(undefined)
            }}
          />
          <button type="submit" className="primary" data-testid="foyer-email-continue">
            {m.continue}
          </button>
        </div>
        {error ? (
          <p id={errorId} className="error" role="alert" data-testid="foyer-email-error">
            {error}
          </p>
        ) : null}
      </form>
      {hasPasskeys() ? (
        <button
          type="button"
          className="text-button passkey-sign-in"
          data-testid="foyer-passkey-sign-in"
          onClick={() =>
            pushView(foyer, 'ConnectingExternal', { connectorUid: connector.uid, passkey: true })
          }
        >
          <KeyIcon />
          {m.signInWithPasskey}
        </button>
      ) : null}
    </>
  )
}

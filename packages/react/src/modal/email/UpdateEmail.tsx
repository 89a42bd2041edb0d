import { isEmail } from '@foyer/core'
import { pushView } from '@foyer/core/internal'
import { useId, useState } from 'react'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useUpdateEmail } from '../../hooks/useUpdateEmail.js'
import { useMessages } from '../../messages.js'
import { EmailInput } from '../parts/EmailInput.js'
import { errorMessage } from '../parts/errorMessage.js'

/**
 * The new address of an e-mail change. Checked when Continue is pressed; once the wallet has sent a code
 * to the current address, UpdateEmailPrimaryOtp asks for it.
 */
export function UpdateEmail() {
  const foyer = useFoyer()
  const m = useMessages()
  const inputId = useId()
  const errorId = useId()
  const [email, setEmail] = useState('')
  const [invalid, setInvalid] = useState(false)
  const { updateEmailAsync, isPending, error, reset } = useUpdateEmail()
  const shownError = invalid ? m.invalidEmail : error ? errorMessage(error, m.requestFailed, m) : ''

  return (
    <form
      className="form email-change"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (isPending) return
        const address = email.trim()
        setInvalid(!isEmail(address))
        if (!isEmail(address)) return
        updateEmailAsync({ email: address }).then(
          () => pushView(foyer, 'UpdateEmailPrimaryOtp', { email: address }),
          // The hook holds the error; the form shows it.
          () => {},
        )
      }}
    >
      <p className="intro muted">{m.updateEmailDetails}</p>
      <label className="label" htmlFor={inputId}>
        {m.newEmailAddress}
      </label>
      <EmailInput
        id={inputId}
        value={email}
        readOnly={isPending}
        errorId={shownError ? errorId : undefined}
        testId="foyer-update-email-input"
        onChange={(value) => {
          setEmail(value)
          setInvalid(false)
          if (error) reset()
        }}
      />
      {shownError ? (
        <p id={errorId} className="error" role="alert" data-testid="foyer-update-email-error">
          {shownError}
        </p>
      ) : null}
      <button
        type="submit"
        className="primary"
        disabled={isPending}
        aria-busy={isPending}
        data-testid="foyer-update-email-continue"
      >
        {isPending ? <span className="spinner" aria-hidden="true" /> : null}
        {m.continue}
      </button>
    </form>
  )
}

import { showToast } from '@foyer/core'
import { useId, useState } from 'react'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useSignMessage } from '../../hooks/useSignMessage.js'
import { useMessages } from '../../messages.js'
import { errorMessage } from '../parts/errorMessage.js'

/** Type a message, have the wallet sign it, see the signature. */
export function SignMessage() {
  const foyer = useFoyer()
  const m = useMessages()
  const inputId = useId()
  const [message, setMessage] = useState('')
  const { signMessageAsync, data, error, isPending } = useSignMessage()

  return (
    <form
      className="form"
      onSubmit={(event) => {
        event.preventDefault()
        if (!message || isPending) return
        signMessageAsync({ message }).then(
          () => showToast(foyer, { variant: 'success', message: m.signatureCreated }),
          () => {},
        )
      }}
    >
      <label className="label" htmlFor={inputId}>
        {m.messageLabel}
      </label>
      <textarea
        id={inputId}
        className="input"
        rows={4}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      {error ? (
        <p className="error" role="alert" data-testid="foyer-sign-error">
          {errorMessage(error, m.requestFailed, m)}
        </p>
      ) : null}
      <button
        type="submit"
        className="primary"
        disabled={!message || isPending}
        aria-busy={isPending}
      >
        {m.sign}
      </button>
      {data ? (
        <div className="signature">
          <span className="label">{m.signature}</span>
          <output data-testid="foyer-signature">{data}</output>
        </div>
      ) : null}
    </form>
  )
}

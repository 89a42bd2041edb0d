import { type ConnectStep, formatMessage } from '@foyer/core'
import { useMessages } from '../../messages.js'
import { useId, useState } from '../../reactBindings.js'

/**
 * The step a connect flow waits on, for the visitor: a pairing link, a one-time code to type, a popup to
 * finish, or a device to approve. `onAnswer` sends what the visitor typed back to the flow.
 */
export function ConnectStepView({
  step,
  onAnswer,
}: {
  step: ConnectStep
  onAnswer(value: string): void
}) {
  const m = useMessages()
  switch (step.type) {
    case 'displayUri':
      return (
        <>
          <p className="muted">{m.connectStepUri}</p>
          <a className="secondary link-button" href={step.uri} data-testid="foyer-connect-uri">
            {m.openInWallet}
          </a>
        </>
      )
    case 'awaitOtp':
      return <OtpForm email={step.email} onAnswer={onAnswer} />
    case 'awaitPopup':
      return <p className="muted">{m.connectStepPopup}</p>
    case 'awaitDeviceApproval':
      return (
        <p className="muted">
          {step.email
            ? formatMessage(m.connectStepDevice, { email: step.email })
            : m.connectStepDeviceNoEmail}
        </p>
      )
  }
}

function OtpForm({
  email,
  onAnswer,
}: {
  email: string | undefined
  onAnswer(value: string): void
}) {
  const m = useMessages()
  const id = useId()
  const [code, setCode] = useState('')
  return (
    <form
      className="form otp"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (code.trim()) onAnswer(code.trim())
      }}
    >
      <label className="label" htmlFor={id}>
        {email ? formatMessage(m.connectStepOtp, { email }) : m.connectStepOtpNoEmail}
      </label>
      <input
        id={id}
        className="input mono"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        data-testid="foyer-connect-otp"
        onChange={(event) => setCode(event.target.value)}
      />
      <button type="submit" className="primary">
        {m.continue}
      </button>
    </form>
  )
}

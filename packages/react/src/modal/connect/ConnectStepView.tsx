import type { ConnectStep } from '@foyer/core'
import { useMessages } from '../../messages.js'
import { DeviceApprovalStep } from './DeviceApprovalStep.js'
import { OtpStep } from './OtpStep.js'
import { PasskeyStep } from './PasskeyStep.js'

/**
 * The step a connect flow waits on, for the visitor: a pairing link, a one-time code to type, a popup to
 * finish, a device to approve, or the wallet's passkey page. `onAnswer` sends what the visitor typed back
 * to the flow, `onResend` asks it for a new code, `onCancel` leaves a step that has no way on of its own.
 */
export function ConnectStepView({
  step,
  onAnswer,
  onResend,
  onCancel,
}: {
  step: ConnectStep
  onAnswer(value: string): void
  onResend(): void
  onCancel(): void
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
      return <OtpStep step={step} onAnswer={onAnswer} onResend={onResend} />
    case 'awaitPopup':
      return <p className="muted">{m.connectStepPopup}</p>
    case 'awaitDeviceApproval':
      return <DeviceApprovalStep step={step} />
    case 'awaitPasskey':
      return <PasskeyStep step={step} onCancel={onCancel} />
  }
}

import { type ConnectStep, formatMessage } from '@foyer/core'
import { useMessages, useRenderText } from '../../messages.js'

type DeviceApproval = Extract<ConnectStep, { type: 'awaitDeviceApproval' }>

/**
 * A new device must be approved from the e-mail: what to do, that nothing needs pressing here afterwards
 * (the flow goes on when the approval arrives), and why the last attempt failed, if it did.
 */
export function DeviceApprovalStep({ step }: { step: DeviceApproval }) {
  const m = useMessages()
  const render = useRenderText()
  return (
    <div className="device-step" data-testid="foyer-device-approval">
      <p className="device-step-text">
        {step.email
          ? formatMessage(m.connectStepDevice, { email: step.email })
          : m.connectStepDeviceNoEmail}
      </p>
      <p className="device-step-note muted">
        <span className="spinner" aria-hidden="true" />
        {m.connectStepDeviceNote}
      </p>
      {step.error ? (
        <p className="error" role="alert" data-testid="foyer-device-error">
          {render(step.error)}
        </p>
      ) : null}
    </div>
  )
}

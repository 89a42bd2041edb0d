import type { ConnectStep } from '@foyer/core'
import { useMessages } from '../../messages.js'
import { PasskeyFrame } from '../parts/PasskeyFrame.js'

type AwaitPasskey = Extract<ConnectStep, { type: 'awaitPasskey' }>

/**
 * A login's passkey: the wallet's passkey page, whose button opens the browser's passkey dialog (the flow
 * goes on by itself once it is done), and Cancel — the way out if the page cannot load or the visitor has no
 * passkey here. A wallet its passkey guards says why the passkey is asked for after the login.
 */
export function PasskeyStep({ step, onCancel }: { step: AwaitPasskey; onCancel(): void }) {
  const m = useMessages()
  return (
    <div className="passkey-step" data-testid="foyer-passkey-step" data-ceremony={step.ceremony}>
      {step.ceremony === 'unlock' ? <p className="muted">{m.passkeyUnlockDetails}</p> : null}
      <PasskeyFrame page={step.page} />
      <button
        type="button"
        className="text-button"
        data-testid="foyer-passkey-cancel"
        onClick={onCancel}
      >
        {m.cancel}
      </button>
    </div>
  )
}

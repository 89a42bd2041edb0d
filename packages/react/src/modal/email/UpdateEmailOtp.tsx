import type { EmailChangeStep, FoyerState } from '@foyer/core'
import { showToast } from '@foyer/core'
import { pushView, resetView, viewArguments } from '@foyer/core/internal'
import type { ReactNode } from 'react'
import { useConfirmEmailChange } from '../../hooks/useConfirmEmailChange.js'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { useMessages } from '../../messages.js'
import { errorMessage } from '../parts/errorMessage.js'
import { fillNodes, Ltr } from '../parts/Ltr.js'
import { OtpInput } from '../parts/OtpInput.js'

/** The code sent to the current address (VERIFY_PRIMARY_OTP); then the new address gets one. */
export function UpdateEmailPrimaryOtp() {
  const m = useMessages()
  const email = useFoyerSelector(selectPrimaryEmail) ?? ''
  return <EmailChangeCode step="VERIFY_PRIMARY_OTP" email={email} label={m.updateEmailPrimaryOtp} />
}

/** The code sent to the new address (VERIFY_SECONDARY_OTP): the last step. */
export function UpdateEmailSecondaryOtp() {
  const m = useMessages()
  const email = useFoyerSelector(selectSecondaryEmail) ?? ''
  return (
    <EmailChangeCode
      step="VERIFY_SECONDARY_OTP"
      email={email}
      label={fillNodes(m.connectStepOtp, { email: <Ltr>{email}</Ltr> })}
    />
  )
}

/**
 * One code of the e-mail change, typed into the code boxes and sent as soon as it is complete. The next
 * step's view follows; after the last, Account with 'E-mail updated'. A refused code shows in the boxes'
 * error slot. There is no resend here: the wallet's e-mail change has no way to ask for a new code, so
 * the visitor goes back and starts over.
 */
function EmailChangeCode({
  step,
  email,
  label,
}: {
  step: EmailChangeStep
  email: string
  label: ReactNode
}) {
  const foyer = useFoyer()
  const m = useMessages()
  const { confirmEmailChangeAsync, isPending, error } = useConfirmEmailChange()
  return (
    <div className="email-change">
      <OtpInput
        label={label}
        busy={isPending}
        error={error ? errorMessage(error, m.requestFailed, m) : undefined}
        onComplete={(otp) =>
          confirmEmailChangeAsync({ step, otp }).then(
            (result) => {
              if (result.action === 'VERIFY_SECONDARY_OTP')
                pushView(foyer, 'UpdateEmailSecondaryOtp', { email })
              else {
                resetView(foyer, 'Account')
                showToast(foyer, { variant: 'success', message: m.emailUpdated })
              }
            },
            // The hook holds the error; the boxes show it.
            () => {},
          )
        }
      />
    </div>
  )
}

const selectPrimaryEmail = (state: FoyerState) =>
  viewArguments(state.router, 'UpdateEmailPrimaryOtp')?.email
const selectSecondaryEmail = (state: FoyerState) =>
  viewArguments(state.router, 'UpdateEmailSecondaryOtp')?.email

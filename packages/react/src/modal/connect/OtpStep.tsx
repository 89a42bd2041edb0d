import type { ConnectStep } from '@foyer/core'
import { useState } from 'react'
import { useMessages, useRenderText } from '../../messages.js'
import { fillNodes, Ltr } from '../parts/Ltr.js'
import { OtpInput } from '../parts/OtpInput.js'

type OtpConnectStep = Extract<ConnectStep, { type: 'awaitOtp' }>

/**
 * The flow's one-time-code step. The flow keeps showing this step object until it has checked the code
 * (or sent a new one): a new step object — a refusal with its error, a fresh cooldown — ends the wait.
 */
export function OtpStep({
  step,
  onAnswer,
  onResend,
}: {
  step: OtpConnectStep
  onAnswer(value: string): void
  onResend(): void
}) {
  const m = useMessages()
  const render = useRenderText()
  const [waiting, setWaiting] = useState<{ step: ConnectStep; for: 'code' | 'resend' }>()
  const waitingFor = waiting?.step === step ? waiting.for : undefined
  return (
    <OtpInput
      label={
        step.email
          ? fillNodes(m.connectStepOtp, { email: <Ltr>{step.email}</Ltr> })
          : m.connectStepOtpNoEmail
      }
      busy={waitingFor === 'code'}
      error={render(step.error)}
      onComplete={(code) => {
        setWaiting({ step, for: 'code' })
        onAnswer(code)
      }}
      resend={{
        availableAt: step.resendAvailableAt,
        pending: waitingFor === 'resend',
        onResend: () => {
          setWaiting({ step, for: 'resend' })
          onResend()
        },
      }}
    />
  )
}

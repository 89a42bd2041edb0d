import {
  answerConnectStep,
  type ConnectErrorType,
  type ConnectParameters,
  type ConnectReturnType,
  type ConnectStep,
  cancelConnect,
  connectMutationOptions,
  type FoyerState,
} from '@foyer/core'
import { useMemo } from 'react'
import { useFoyer } from './useFoyer.js'
import { useFoyerSelector } from './useFoyerSelector.js'
import { type UseMutationReturnType, useMutation } from './useMutation.js'

export type UseConnectReturnType = Omit<
  UseMutationReturnType<ConnectReturnType, ConnectErrorType, ConnectParameters>,
  'mutate' | 'mutateAsync'
> & {
  connect(parameters: ConnectParameters): void
  connectAsync(parameters: ConnectParameters): Promise<ConnectReturnType>
  /** The step the connect under way waits on (a URI to show, an OTP to type…), if any. */
  step: ConnectStep | undefined
  /** Answers the current step (the OTP). */
  answer(value: string): void
  /** Asks the flow for a new code (the OTP step's resend). */
  resend(): void
  /** Aborts the connect under way; it fails with ConnectAbortedError. */
  cancel(): void
}

/**
 * Connects through a connector and follows its flow: `connect({ connectorUid })`, then render `step` and
 * `answer` it; `status`, `error` and `data` are the connect's. The modal's Connecting views use this too.
 */
export function useConnect(): UseConnectReturnType {
  const foyer = useFoyer()
  const options = useMemo(() => connectMutationOptions(foyer), [foyer])
  const { mutate, mutateAsync, ...result } = useMutation<
    ConnectReturnType,
    ConnectParameters,
    ConnectErrorType
  >(options)
  const step = useFoyerSelector(selectStep)
  return {
    ...result,
    connect: mutate,
    connectAsync: mutateAsync,
    step,
    answer: (value: string) => answerConnectStep(foyer, { value }),
    resend: () => answerConnectStep(foyer, { resend: true }),
    cancel: () => cancelConnect(foyer),
  }
}

const selectStep = (state: FoyerState) => state.connectFlow?.step

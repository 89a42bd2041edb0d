/**
 * A step of a connect flow that the visitor has to see or answer: a pairing URI to scan, a one-time code
 * to type, a provider's popup to finish, or a new device to approve from the e-mail. The modal renders it;
 * a headless host reads it with `getConnectStep` / `useConnect` and answers with `answerConnectStep`.
 */
export type ConnectStep =
  | { type: 'displayUri'; uri: string }
  | { type: 'awaitOtp'; email?: string | undefined }
  | { type: 'awaitPopup'; url?: string | undefined }
  | { type: 'awaitDeviceApproval'; email?: string | undefined }

/**
 * What an adapter's connect gets from core to run a flow: `step` shows the current step, `answer` waits
 * for the visitor's answer to it (an OTP), and `signal` aborts when the visitor cancels or goes back.
 */
export type ConnectFlow = {
  step(step: ConnectStep): void
  answer(): Promise<string>
  readonly signal: AbortSignal
}

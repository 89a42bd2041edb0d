import type { ConnectAnswer } from '../connectors/flow.js'
import { NoConnectStepError } from '../errors/walletActions.js'
import type { FoyerContext } from '../types/instance.js'

export type AnswerConnectStepParameters = ConnectAnswer

export type AnswerConnectStepReturnType = undefined
/** No connect flow waits on a step. */
export type AnswerConnectStepErrorType = NoConnectStepError

/**
 * Answers the step the connect flow waits on: `{ value }` with the one-time code of an e-mail login, say,
 * or `{ resend: true }` to ask for a new code.
 */
export function answerConnectStep(
  foyer: FoyerContext,
  parameters: AnswerConnectStepParameters,
): void {
  const flow = foyer.internal.connectFlow
  // A cancelled flow stays in place until its connect has rejected (a few microtasks): its step is gone
  // from the moment it is cancelled.
  if (!flow?.answer || flow.controller.signal.aborted) throw new NoConnectStepError()
  flow.answer(parameters)
}

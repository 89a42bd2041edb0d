import { useMessages } from '../../messages.js'
import { errorMessage } from './errorMessage.js'

/** Why a connect failed, in words, and the way to try again (the connecting views' failure state). */
export function ConnectError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const m = useMessages()
  return (
    <>
      <p className="error" role="alert" data-testid="foyer-connect-error">
        {errorMessage(error, m.requestFailed, m)}
      </p>
      <button
        type="button"
        className="secondary"
        data-testid="foyer-connect-retry"
        onClick={onRetry}
      >
        {m.tryAgain}
      </button>
    </>
  )
}

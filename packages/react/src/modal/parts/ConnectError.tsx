import { useMessages } from '../../messages.js'
import { errorMessage } from './errorMessage.js'

/**
 * The connecting views' failure state: its own headline when the view gives one ('Couldn’t connect to …',
 * in place of the waiting state's 'Continue in …'), why, in words, and the way to try again as the primary
 * action.
 */
export function ConnectError({
  error,
  onRetry,
  title,
}: {
  error: unknown
  onRetry(): void
  title?: string | undefined
}) {
  const m = useMessages()
  return (
    <>
      {title ? (
        <p className="lead" data-testid="foyer-connect-error-title">
          {title}
        </p>
      ) : null}
      <p className="error" role="alert" data-testid="foyer-connect-error">
        {errorMessage(error, m.requestFailed, m)}
      </p>
      <button type="button" className="primary" data-testid="foyer-connect-retry" onClick={onRetry}>
        {m.tryAgain}
      </button>
    </>
  )
}

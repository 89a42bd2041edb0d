import { useMessages } from '../../messages.js'
import { errorMessage } from './errorMessage.js'

/**
 * A paged list that failed (Activity, NFTs): the error as an alert, then 'Try again', which starts the list
 * again from its first page.
 */
export function ListError({
  className,
  error,
  fallback,
  testId,
  onRetry,
}: {
  className: string
  error: unknown
  /** The text for an error that carries none of its own. */
  fallback: string
  testId: string
  onRetry: () => void
}) {
  const m = useMessages()
  return (
    <div className={className}>
      <p className="error" role="alert" data-testid={testId}>
        {errorMessage(error, fallback, m)}
      </p>
      <button type="button" className="secondary" onClick={onRetry}>
        {m.tryAgain}
      </button>
    </div>
  )
}

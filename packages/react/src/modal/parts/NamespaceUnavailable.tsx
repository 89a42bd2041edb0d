import { formatMessage, KNOWN_NAMESPACES } from '@foyer/core'
import { type NamespaceFeature, supports } from '@foyer/core/internal'
import { useMessages } from '../../messages.js'
import { namespaceName } from './namespaceName.js'

/**
 * A tab's sentence for an account whose chain family lacks the feature: `text` with `{networks}`, the
 * families that have it (SPEC §6), rather than an empty list.
 */
export function NamespaceUnavailable({
  feature,
  text,
  testId,
}: {
  feature: NamespaceFeature
  text: string
  testId: string
}) {
  const m = useMessages()
  const networks = KNOWN_NAMESPACES.filter((candidate) => supports(candidate, feature))
    .map((candidate) => namespaceName(candidate, m))
    .join(', ')
  return (
    <p className="empty" data-testid={testId}>
      {formatMessage(text, { networks })}
    </p>
  )
}

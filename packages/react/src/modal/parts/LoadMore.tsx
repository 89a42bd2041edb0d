import { useEffect, useRef } from 'react'
import { useMessages } from '../../messages.js'

/**
 * 'Load more' at the end of a paged list, which also loads the next page by itself when it scrolls into
 * view. Observed afresh whenever `loaded` changes, so that a page that added nothing visible (all spam)
 * still brings the next one.
 */
export function LoadMore({
  loaded,
  onLoad,
  testId,
}: {
  /** How many items have arrived so far. */
  loaded: number
  onLoad: () => void
  testId: string
}) {
  const m = useMessages()
  const sentinel = useRef<HTMLDivElement>(null)
  // The observer calls the newest onLoad, which knows whether a page is already on its way.
  const load = useRef(onLoad)
  load.current = onLoad
  // biome-ignore lint/correctness/useExhaustiveDependencies: `loaded` re-observes once a page has arrived.
  useEffect(() => {
    const target = sentinel.current
    if (!target || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load.current()
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [loaded])
  return (
    <div ref={sentinel}>
      <button type="button" className="secondary load-more" data-testid={testId} onClick={onLoad}>
        {m.loadMore}
      </button>
    </div>
  )
}

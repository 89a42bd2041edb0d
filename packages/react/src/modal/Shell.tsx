import { closeModal, type FoyerState } from '@foyer/core'
import { goBack } from '@foyer/core/internal'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useFoyer } from '../hooks/useFoyer.js'
import { useFoyerSelector } from '../hooks/useFoyerSelector.js'
import { useMessages } from '../messages.js'
import { CurrentView } from './CurrentView.js'
import { AlertBanner } from './parts/AlertBanner.js'
import { BackIcon, CloseIcon } from './parts/icons.js'
import { Toast } from './parts/Toast.js'
import { useRegistry } from './registryContext.js'

/**
 * What every view sits in: header (back, title, close — neither on a view the visitor must answer), the
 * alert banner, the view, and (embedded) the toast.
 */
export function Shell({
  closable,
  toast = true,
}: {
  closable: boolean
  /** Whether the toast shows inside (embedded); the dialog shows it above its card instead. */
  toast?: boolean
}) {
  const foyer = useFoyer()
  const m = useMessages()
  const view = useFoyerSelector(selectView)
  const hasHistory = useFoyerSelector(selectCanGoBack)
  const { views } = useRegistry()
  // A view the visitor must answer (ApproveTransaction) offers no way around the answer.
  const decides = views[view].requiresDecision === true
  const previous = useFoyerSelector(selectPreviousView)
  const beneath = decides && previous !== view ? previous : undefined
  const canGoBack = hasHistory && !decides
  const title = useFoyerSelector(
    useCallback(
      (state: FoyerState) => {
        const { title } = views[state.router.view]
        return typeof title === 'function' ? title(state, m) : m[title]
      },
      [m, views],
    ),
  )
  const heading = useRef<HTMLHeadingElement>(null)
  const body = useRef<HTMLDivElement>(null)
  const shownView = useRef(view)
  // The title of a view that put focus on its own control, said through the live region below.
  const [announced, setAnnounced] = useState('')

  // A new view replaces the focused control: put focus on its title so it is announced and Tab starts there.
  // A view that focused its own control as it showed (the code boxes: the visitor's next keys are the code)
  // keeps it, and its title is announced instead. Views' effects run before this one.
  useEffect(() => {
    if (shownView.current === view) return
    shownView.current = view
    const root = heading.current?.getRootNode() as Document | ShadowRoot | undefined
    if (root?.activeElement && body.current?.contains(root.activeElement)) {
      setAnnounced(heading.current?.textContent ?? '')
      return
    }
    setAnnounced('')
    heading.current?.focus()
  }, [view])

  return (
    <>
      {/* A plain block, not <header>: in the host's page that would be a second banner landmark beside the
          page's own (axe: landmark-no-duplicate-banner). */}
      <div className="header">
        {canGoBack ? (
          <button
            type="button"
            className="icon-button"
            aria-label={m.back}
            data-testid="foyer-back"
            onClick={() => goBack(foyer)}
          >
            <BackIcon />
          </button>
        ) : (
          <span className="icon-spacer" />
        )}
        <h2 id="foyer-title" ref={heading} tabIndex={-1}>
          {title}
        </h2>
        {closable && !decides ? (
          <button
            type="button"
            className="icon-button"
            aria-label={m.close}
            data-testid="foyer-close"
            onClick={() => closeModal(foyer)}
          >
            <CloseIcon />
          </button>
        ) : (
          <span className="icon-spacer" />
        )}
      </div>
      <p className="visually-hidden" aria-live="polite" data-testid="foyer-view-announcement">
        {announced}
      </p>
      <AlertBanner />
      <div className="body" data-view={view} ref={body}>
        {/* The view that asked for an answer stays mounted, hidden, under it: what the visitor typed and
            the request's result (a signature) are still there when the answer takes them back. */}
        {beneath ? (
          <div key={beneath} className="view-slot" hidden>
            <CurrentView view={beneath} />
          </div>
        ) : null}
        <div key={view} className="view-slot">
          <CurrentView view={view} />
        </div>
      </div>
      {toast ? <Toast /> : null}
    </>
  )
}

const selectView = (state: FoyerState) => state.router.view
const selectCanGoBack = (state: FoyerState) => state.router.history.length > 1
const selectPreviousView = (state: FoyerState) => state.router.history.at(-2)?.view

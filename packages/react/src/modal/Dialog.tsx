import { closeModal, type FoyerState } from '@foyer/core'
import type { KeyboardEvent } from 'react'
import { useEffect, useMemo, useRef } from 'react'
import { useFoyer } from '../hooks/useFoyer.js'
import { useFoyerSelector } from '../hooks/useFoyerSelector.js'
import { Toast } from './parts/Toast.js'
import { useScrollEdges } from './parts/useScrollEdges.js'
import { Shell } from './Shell.js'
import { useRefreshWhenOpened } from './useRefreshWhenOpened.js'

const focusable =
  'button:not([disabled]), a[href], input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * The modal as a native `<dialog>` shown with showModal(): top layer, the page behind inert. The store's
 * `open` drives it; Escape, the close button and the backdrop ask core to close (refused while approving a
 * transaction). Focus goes in on open, cycles with Tab, and returns to the opener on close.
 */
export function Dialog() {
  const foyer = useFoyer()
  const open = useFoyerSelector(selectOpen)
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const pressedBackdrop = useRef(false)
  const cardRef = useRef<HTMLDivElement>(null)
  useScrollEdges(cardRef)
  useRefreshWhenOpened(open, foyer.queryClient)
  // The same element every render: opening and closing re-render the dialog alone, not the view inside
  // (mounted while closed by the press preload, the view is already rendered when the click opens it).
  const card = useMemo(
    () => (
      <div className="card" ref={cardRef}>
        <Shell closable toast={false} />
      </div>
    ),
    [],
  )

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = deepActiveElement()
      dialog.showModal()
      if (!dialog.contains(deepActiveElement())) first(dialog)?.focus()
    } else if (!open) {
      if (dialog.open) dialog.close()
      const back = opener.current
      opener.current = null
      if (back?.isConnected) back.focus()
    }
  }, [open])

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    // Escape: let core decide. The store then closes the dialog (or keeps it, for ApproveTransaction).
    const onCancel = (event: Event) => {
      event.preventDefault()
      closeModal(foyer)
    }
    // The browser may close the dialog without a cancelable cancel event (repeated Escape): follow suit,
    // or reopen when core refuses. The close event is a task queued by close(): when the visitor reopens
    // quicker than it runs (Escape, then Enter on the opener: input goes ahead of other tasks), it finds the
    // dialog shown again and is stale; acting on it would close the modal just opened.
    const onClose = () => {
      if (dialog.open || !foyer.store.getState().open) return
      if (!closeModal(foyer)) dialog.showModal()
    }
    dialog.addEventListener('cancel', onCancel)
    dialog.addEventListener('close', onClose)
    return () => {
      dialog.removeEventListener('cancel', onCancel)
      dialog.removeEventListener('close', onClose)
    }
  }, [foyer])

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return
    // Keep Tab inside the dialog (browsers would otherwise move on to their own toolbar).
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)]
    const active = deepActiveElement()
    const edge = event.shiftKey ? items[0] : items[items.length - 1]
    const wrapTo = event.shiftKey ? items[items.length - 1] : items[0]
    if (wrapTo && (active === edge || !event.currentTarget.contains(active))) {
      event.preventDefault()
      wrapTo.focus()
    }
  }

  return (
    // Clicks that start and end on the dialog itself (not its card) are on the backdrop. Keyboard users
    // close with Escape or the Close button.
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby="foyer-title"
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        pressedBackdrop.current = event.target === event.currentTarget
      }}
      onClick={(event) => {
        if (pressedBackdrop.current && event.target === event.currentTarget) closeModal(foyer)
        pressedBackdrop.current = false
      }}
    >
      {card}
      {/* In a place of its own above the card: a toast never covers the title, the close button or what
          it reports on (a signature, the copied address). */}
      <Toast />
    </dialog>
  )
}

const selectOpen = (state: FoyerState) => state.open

function first(dialog: HTMLElement): HTMLElement | null {
  return dialog.querySelector<HTMLElement>(focusable)
}

/**
 * The focused element, looking inside shadow roots: the opener may live in a host's web component, and
 * the dialog lives in ours. Walked down from the document, so it holds wherever focus is on the page.
 */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active instanceof HTMLElement && active !== document.body ? active : null
}

/** How long the approval page must have been wholly visible before its Approve button takes a click. */
export const ARMING_MS = 600
/** IntersectionObserver v2's smallest visibility delay. */
const VISIBILITY_DELAY_MS = 100

type VisibilityEntry = { isIntersecting: boolean; intersectionRatio: number; isVisible?: boolean }
export type Observe = (
  target: Element,
  callback: (entries: VisibilityEntry[]) => void,
) => { disconnect(): void }

/**
 * Clickjacking guard for the Approve button (docs/decisions.md 'Approval on the wallet's origin'): the button
 * arms only once the browser reports it wholly visible — not covered by another element, not transparent,
 * not transformed or filtered, by IntersectionObserver v2 (`trackVisibility`) — without a break for
 * ARMING_MS. Any loss of visibility disarms it at once and the wait starts over, so a frame that was covered,
 * moved under the pointer or just appeared does not take the click. Where the browser has no
 * IntersectionObserver v2, the button never arms: the page says so (the visitor's money comes first).
 */
export function watchArming(
  target: Element,
  onChange: (armed: boolean) => void,
  {
    observe = observeVisibility,
    setTimer = (run: () => void, ms: number) => setTimeout(run, ms),
    clearTimer = (timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  }: {
    observe?: Observe | undefined
    setTimer?: ((run: () => void, ms: number) => unknown) | undefined
    clearTimer?: ((timer: unknown) => void) | undefined
  } = {},
): { armed(): boolean; restart(): void; stop(): void } {
  let armed = false
  let visible = false
  let timer: unknown
  const set = (next: boolean) => {
    if (next === armed) return
    armed = next
    onChange(armed)
  }
  const wait = () => {
    if (timer !== undefined) clearTimer(timer)
    timer = setTimer(() => {
      timer = undefined
      set(true)
    }, ARMING_MS)
  }
  const observer = observe(target, (entries) => {
    const entry = entries.at(-1)
    visible =
      !!entry && entry.isIntersecting && entry.intersectionRatio >= 0.99 && entry.isVisible === true
    if (!visible) {
      if (timer !== undefined) clearTimer(timer)
      timer = undefined
      return set(false)
    }
    if (armed || timer !== undefined) return
    wait()
  })
  return {
    armed: () => armed,
    /**
     * The frame was resized or moved (which visibility reports do not tell): disarmed, and armed again only
     * after another ARMING_MS, so a button that just slid under the pointer does not take the click.
     */
    restart() {
      set(false)
      if (timer !== undefined) clearTimer(timer)
      timer = undefined
      if (visible) wait()
    },
    stop() {
      if (timer !== undefined) clearTimer(timer)
      observer.disconnect()
      set(false)
    },
  }
}

/** Whether this browser reports occlusion (IntersectionObserver v2). */
export function tracksVisibility(): boolean {
  return (
    typeof IntersectionObserverEntry !== 'undefined' &&
    'isVisible' in IntersectionObserverEntry.prototype
  )
}

const observeVisibility: Observe = (target, callback) => {
  const observer = new IntersectionObserver(callback, {
    threshold: [0, 0.99, 1],
    trackVisibility: true,
    delay: VISIBILITY_DELAY_MS,
  } as IntersectionObserverInit)
  observer.observe(target)
  return observer
}

/**
 * The popup's guard (a top-level window of the wallet's origin, which no page can cover): "visible" is the
 * window shown and focused, reported at once and on every change, so the Approve button arms ARMING_MS after
 * the window came to the front, and a window behind another one does not take a click.
 */
export const observeFocus: Observe = (_target, callback) => {
  const report = () =>
    callback([
      {
        isIntersecting: true,
        intersectionRatio: 1,
        isVisible: document.visibilityState === 'visible' && document.hasFocus(),
      },
    ])
  window.addEventListener('focus', report)
  window.addEventListener('blur', report)
  document.addEventListener('visibilitychange', report)
  queueMicrotask(report)
  return {
    disconnect() {
      window.removeEventListener('focus', report)
      window.removeEventListener('blur', report)
      document.removeEventListener('visibilitychange', report)
    },
  }
}

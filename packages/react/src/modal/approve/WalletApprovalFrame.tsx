import { useFoyerTheme } from '../../hooks/useFoyerTheme.js'
import { useEffect, useRef, useState } from '../../reactBindings.js'

/** The frame's height before the approval page reports its own, and the bounds it is kept within. */
const INITIAL_HEIGHT = 280
const MIN_HEIGHT = 160
const MAX_HEIGHT = 400
/** What the rest of the view (title, intro, Reject) needs beside the frame, so the whole view fits. */
const VIEW_CHROME = 300

/**
 * The wallet's own approval page (a document of the auth service's origin), where the visitor checks the
 * request and approves it: the modal shows it and can only wait or cancel. Its one message to us is its
 * height, accepted from that frame and that origin only.
 */
export function WalletApprovalFrame({
  src,
  origin,
  title,
}: {
  src: string
  origin: string
  title: string
}) {
  const { themeMode } = useFoyerTheme()
  const frame = useRef<HTMLIFrameElement>(null)
  const [height, setHeight] = useState(INITIAL_HEIGHT)
  const dark =
    themeMode === 'dark' ||
    (themeMode === 'system' &&
      typeof matchMedia === 'function' &&
      matchMedia('(prefers-color-scheme: dark)').matches)

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return
      const data = event.data as { type?: unknown; height?: unknown } | null
      if (data?.type !== 'foyer-approval-height' || typeof data.height !== 'number') return
      // The frame's buttons stay at its bottom, its request scrolls: it may be shorter than its content.
      const room = Math.min(MAX_HEIGHT, window.innerHeight - VIEW_CHROME)
      setHeight(Math.max(MIN_HEIGHT, Math.min(room, Math.ceil(data.height))))
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [origin])

  const url = new URL(src)
  url.searchParams.set('theme', dark ? 'dark' : 'light')
  return (
    <iframe
      ref={frame}
      className="approval-frame"
      data-testid="foyer-approval-frame"
      src={url.toString()}
      title={title}
      height={height}
      // Nothing but its own scripts: no top navigation, no popups, no forms.
      sandbox="allow-scripts allow-same-origin"
    />
  )
}

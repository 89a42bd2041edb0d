import { useEffect, useRef, useState } from 'react'
import { useFoyerLocale } from '../../hooks/useFoyerLocale.js'
import { useFoyerTheme } from '../../hooks/useFoyerTheme.js'

/** The frame's height before the approval page reports its own, and the bounds it is kept within. */
const INITIAL_HEIGHT = 280
const MIN_HEIGHT = 160
const MAX_HEIGHT = 400
/** What the rest of the view (title, intro, Reject) needs beside the frame, so the whole view fits. */
const VIEW_CHROME = 300

/**
 * The wallet's own approval page (a document of the auth service's origin), where the visitor checks the
 * request and approves it, in the modal's theme and language: the modal shows it and can only wait or cancel.
 * Its one message to us is its height, accepted from that frame and that origin only.
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
  const { locale } = useFoyerLocale()
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
  // The page speaks the modal's language (English when it has not that one).
  url.searchParams.set('locale', locale)
  return (
    <iframe
      ref={frame}
      className="approval-frame"
      data-testid="foyer-approval-frame"
      src={url.toString()}
      title={title}
      height={height}
      // Its own scripts, and the one popup it opens where the browser cannot tell whether the frame is
      // covered (a top-level window of the wallet's origin, so unsandboxed); no top navigation, no forms.
      sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
    />
  )
}

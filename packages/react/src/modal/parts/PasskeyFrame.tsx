import type { WalletPage } from '@foyer/core'
import { useEffect, useRef, useState } from 'react'
import { useFoyerLocale } from '../../hooks/useFoyerLocale.js'
import { useFoyerTheme } from '../../hooks/useFoyerTheme.js'
import { useMessages } from '../../messages.js'

/**
 * The frame's height before the page reports its own, and the bounds it is kept within. The first is the
 * height the passkey page reports in English (167 px, desktop and phone): starting at 200 moved Cancel, below
 * the frame, 33 px up just as the page loaded, under a visitor's pointer (a click then missed it: session 36).
 */
const INITIAL_HEIGHT = 168
const MIN_HEIGHT = 120
const MAX_HEIGHT = 360
/** The height message the wallet's pages post to the modal (approval/page.ts has the same shape). */
const HEIGHT_MESSAGE = 'foyer-approval-height'

/**
 * The wallet's passkey page (a document of the auth service's origin), in the modal's theme and language:
 * its button opens the browser's passkey dialog, which a cross-origin frame may only do when its `allow`
 * names both WebAuthn features. The modal can wait or cancel; only the page completes the passkey. Its one
 * message to us is its height, accepted from this frame and the page's origin only.
 */
export function PasskeyFrame({ page, autoFocus }: { page: WalletPage; autoFocus?: boolean }) {
  const m = useMessages()
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
      if (event.origin !== page.origin || event.source !== frame.current?.contentWindow) return
      const data = event.data as { type?: unknown; height?: unknown } | null
      if (data?.type !== HEIGHT_MESSAGE || typeof data.height !== 'number') return
      setHeight(Math.max(MIN_HEIGHT, Math.min(MAX_HEIGHT, Math.ceil(data.height))))
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [page.origin])
  // Shown in place of the button that asked for it: the keyboard goes on into the page.
  useEffect(() => {
    if (autoFocus) frame.current?.focus()
  }, [autoFocus])

  const url = new URL(page.src)
  url.searchParams.set('theme', dark ? 'dark' : 'light')
  url.searchParams.set('locale', locale)
  return (
    <iframe
      ref={frame}
      className="passkey-frame"
      data-testid="foyer-passkey-frame"
      src={url.toString()}
      title={m.passkeyFrameTitle}
      height={height}
      allow="publickey-credentials-get; publickey-credentials-create"
      // Its own scripts and storage (the wallet's origin): no top navigation, no popups, no forms.
      sandbox="allow-scripts allow-same-origin"
    />
  )
}

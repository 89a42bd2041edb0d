import { constants } from '@foyer/core'
import { useEffect, useRef, useState } from 'react'

/**
 * On a phone, opens the wallet app through `href` and reports whether it did not open: when the page is
 * still in front WALLET_APP_OPEN_WAIT_MS later (an app that opens sends this page to the background), the
 * visitor gets the fallback (the app's page, the QR code, the link to copy). Opens once per view: a
 * refreshed pairing link does not throw the visitor into the app again.
 */
export function useAppOpenFallback(href: string | undefined): boolean {
  const [notOpened, setNotOpened] = useState(false)
  const opened = useRef(false)
  useEffect(() => {
    if (!href || opened.current) return
    opened.current = true
    let left = false
    const onHide = () => {
      if (document.visibilityState === 'hidden') left = true
    }
    document.addEventListener('visibilitychange', onHide)
    window.addEventListener('pagehide', onHide)
    window.location.href = href
    const timer = setTimeout(() => {
      if (!left && document.visibilityState === 'visible') setNotOpened(true)
    }, constants.WALLET_APP_OPEN_WAIT_MS)
    return () => {
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', onHide)
      window.removeEventListener('pagehide', onHide)
    }
  }, [href])
  return notOpened
}

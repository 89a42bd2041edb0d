import { isPairingExpired, pairingExpiry } from '@foyer/core/internal'
import { useEffect } from 'react'

/**
 * SPEC §9: a pairing link lives 4 minutes and counts as expired with 10 s or less left; then `refresh` asks
 * for a new one, so the QR code on screen always works. Checked every second rather than with one long
 * timer, which a tab in the background may run late.
 */
export function usePairingRefresh(uri: string | undefined, refresh: () => void): void {
  useEffect(() => {
    if (!uri) return
    const expiry = pairingExpiry(Date.now())
    const timer = setInterval(() => {
      if (!isPairingExpired(expiry)) return
      clearInterval(timer)
      refresh()
    }, 1_000)
    return () => clearInterval(timer)
  }, [uri, refresh])
}

import { englishOf } from '../messages/englishText.js'
import type { Alert } from '../state/types.js'
import type { FoyerContext } from '../types/instance.js'

/**
 * Shows a persistent configuration or environment problem at the top of the modal, and in the console.
 * Apart from toast.ts: createFoyer raises alerts on every host's first load, toasts come with the modal.
 */
export function showAlert(foyer: FoyerContext, alert: Alert): void {
  foyer.store.setState({ alert })
  const shortMessage = englishOf(alert.shortMessage)
  const details = alert.details === undefined ? undefined : englishOf(alert.details)
  console.warn(`[foyer] ${shortMessage}: ${details ?? ''}`)
  foyer.internal.debugLog.add(alert.variant === 'error' ? 'error' : 'warn', shortMessage, {
    code: alert.code,
    details,
  })
}

/** Shows an alert the first time its code comes up in this instance only (SPEC §8: each shown once). */
export function showAlertOnce(foyer: FoyerContext, alert: Alert): void {
  const key = `alert:${alert.code}`
  if (foyer.internal.notices.has(key)) return
  foyer.internal.notices.add(key)
  showAlert(foyer, alert)
}
